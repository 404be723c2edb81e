// One pool of Functions emulator workers for every function, instead of one pool per function.
// Loaded by functions-worker-preload.mjs in two processes of an emulator session: the firebase
// CLI (which routes each call to a worker) and each worker (which runs the function).
//
// Why: firebase-tools 13 starts a Node process per function on its first call, and one more for
// each call that finds that function's workers busy. Each costs ~1.2-1.8 s of CPU to start and
// ~140 MB to keep (docs/testing.md), and `npm test` calls ~88 functions: ~130 workers a run, and
// from outside, malformed calls to all 52 callables once grew the emulator to 201 workers and
// 16 GB. Here a worker runs whichever function a call names, so the emulator keeps as many workers
// as calls were ever in flight at once (one call per worker, as before: a busy worker is never
// given a second call, so two calls still run in two processes and a race is still a race).
//
// What differs from production, where each function has instances of its own: functions share a
// process's module state. Ours keep none that one function writes and another reads (the SMTP
// transport cache is keyed by its URL), and the lazy entry (functions/build.mjs) still decides
// what loads: a shared worker loads each function's module on that function's first call.
//
// How a call names its function: the CLI adds two headers to the request it proxies to the
// worker; the worker's entry is a dispatcher (SHARED_TARGET) that reads and removes them and runs
// that export, as firebase-tools' own runtime would run it for a worker of that one function.
import Module from 'node:module';
import path from 'node:path';

export const SHARED_TARGET = '__sharedWorkerDispatch__';
export const TARGET_HEADER = 'x-shared-worker-function';
export const SIGNATURE_HEADER = 'x-shared-worker-signature';
const SHARED_KEY = '~all-functions~';

/**
 * Calls `patch(exports, require)` once for each firebase-tools emulator file named in `patches`
 * when it loads; `require` loads that file's siblings (none of them requires it back).
 */
function afterLoading(patches) {
  const load = Module._load;
  const done = new Set();
  Module._load = function loadAndPatch(request, parent, isMain) {
    const exports = load.call(this, request, parent, isMain);
    for (const [file, patch] of Object.entries(patches)) {
      if (done.has(file) || !request.endsWith(file.replace(/\.js$/, ''))) continue;
      const filename = Module._resolveFilename(request, parent, isMain);
      if (!filename.endsWith(path.join('firebase-tools', 'lib', 'emulator', file))) continue;
      done.add(file);
      patch(exports, Module.createRequire(filename));
    }
    return exports;
  };
}

/** In the firebase CLI: one worker pool for all functions, and each call tells its worker what to run. */
export function shareWorkersInCli() {
  /** Every function's definition by id, as the emulator registers them (ids name the calls). */
  const definitions = new Map();

  afterLoading({
    'functionsRuntimeWorker.js': ({ RuntimeWorkerPool }, require) => {
      const { EmulatorLogger } = require('./emulatorLogger');
      const { getSignatureType } = require('./functionsEmulatorShared');
      const { getKey, submitRequest } = RuntimeWorkerPool.prototype;
      RuntimeWorkerPool.prototype.getKey = function sharedKey(triggerId) {
        return triggerId ? SHARED_KEY : getKey.call(this, triggerId);
      };
      RuntimeWorkerPool.prototype.submitRequest = async function submitNamingTheFunction(triggerId, req, resp, body, debug) {
        const definition = definitions.get(triggerId);
        // --inspect-functions has its own single worker and its own way of naming the function.
        if (debug || !definition) return submitRequest.call(this, triggerId, req, resp, body, debug);
        const worker = this.getIdleWorker(triggerId);
        if (!worker) throw new Error(`no idle worker for ${triggerId}`);
        // What the worker was constructed with for its first function, set for this call: the
        // log lines' labels (and "Beginning execution of ...", which npm test counts per
        // function) and the function's own timeout.
        worker.triggerKey = triggerId;
        worker.logger = EmulatorLogger.forFunction(triggerId);
        worker.timeoutSeconds = definition.timeoutSeconds;
        const headers = {
          ...req.headers,
          [TARGET_HEADER]: definition.entryPoint,
          [SIGNATURE_HEADER]: getSignatureType(definition),
        };
        return worker.request({ ...req, headers }, resp, body, false);
      };
    },
    'functionsEmulator.js': ({ FunctionsEmulator }) => {
      const { addTriggerRecord, getSystemEnvs, resolveSecretEnvs } = FunctionsEmulator.prototype;
      FunctionsEmulator.prototype.addTriggerRecord = function recordDefinition(def, opts) {
        definitions.set(def.id, def);
        return addTriggerRecord.call(this, def, opts);
      };
      FunctionsEmulator.prototype.getSystemEnvs = function sharedWorkerEnvs(trigger) {
        const envs = getSystemEnvs.call(this, trigger);
        if (!trigger) return envs;
        return { ...envs, FUNCTION_TARGET: SHARED_TARGET, FUNCTION_SIGNATURE_TYPE: 'http', K_SERVICE: 'shared-worker' };
      };
      // A worker may run any function, so it gets every function's secrets (from .secret.local).
      FunctionsEmulator.prototype.resolveSecretEnvs = function everySecret(backend, trigger) {
        if (!trigger) return resolveSecretEnvs.call(this, backend, trigger);
        const all = new Map();
        for (const def of definitions.values())
          for (const secret of def.secretEnvironmentVariables ?? []) all.set(secret.key, secret);
        return resolveSecretEnvs.call(this, backend, { ...trigger, secretEnvironmentVariables: [...all.values()] });
      };
    },
  });
}

/**
 * In a worker started for the shared pool: the functions module gains the dispatcher the worker
 * runs for every call. It runs the function the call names the way firebase-tools' runtime runs
 * a worker of that one function (functionsEmulatorRuntime.js: an HTTP function gets the request
 * and response; an event function the CloudEvent, after which the call is acknowledged).
 */
export function dispatchInWorker(runtimeFile) {
  const eventUtils = () => Module.createRequire(runtimeFile)('./events/types').EventUtils;
  const load = Module._load;
  Module._load = function loadWithDispatcher(request, parent, isMain) {
    const exports = load.call(this, request, parent, isMain);
    if (request !== process.cwd() || parent?.filename !== runtimeFile) return exports;
    return { [SHARED_TARGET]: (req, res) => dispatch(exports, eventUtils, req, res) };
  };
}

/** Runs the function a call names in `functions` (the functions module's exports). */
export async function dispatch(functions, eventUtils, req, res) {
  const target = req.headers[TARGET_HEADER];
  const signature = req.headers[SIGNATURE_HEADER];
  delete req.headers[TARGET_HEADER];
  delete req.headers[SIGNATURE_HEADER];
  const run = typeof target === 'string' ? functions[target] : undefined;
  if (typeof run !== 'function') throw new Error(`Failed to find function ${target} in the loaded module`);
  if (signature === 'http') return run(req, res);
  if (signature !== 'cloudevent')
    throw new Error(`${target}: functions of signature ${signature} are not served by shared workers`);
  const EventUtils = eventUtils();
  let event;
  if (EventUtils.isBinaryCloudEvent(req)) {
    event = EventUtils.extractBinaryCloudEventContext(req);
    event.data = req.body;
  } else {
    event = JSON.parse(req.rawBody.toString());
  }
  await run(event);
  res.send({ status: 'acknowledged' });
}
