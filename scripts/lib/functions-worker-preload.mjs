// Preloaded (NODE_OPTIONS --import, set by emulators.mjs) into every Node process of an emulator
// session; it acts only in the Functions emulator's workers and returns at once everywhere else.
//
// Why: a worker (firebase-tools' functionsEmulatorRuntime.js, one Node process per function, and
// one more for each call that finds the others busy) uses two helpers from
// functionsEmulatorShared.js, whose top-level requires load the CLI's deploy and extensions code:
// 1,409 modules and ~0.75 s of CPU per worker (measured with firebase-tools 13.35.1 on this
// machine), against ~0.45 s for everything else a worker loads. An `npm test` starts about 300
// workers. Here those requires become lazy: the real module loads on first use, so nothing
// behaves differently if a worker ever does need one; it only stops paying for them up front.
import Module from 'node:module';
import path from 'node:path';

// The CLI starts a worker as `node <firebase-tools>/lib/emulator/functionsEmulatorRuntime`.
const WORKER = /[\\/]emulator[\\/]functionsEmulatorRuntime(\.js)?$/;
const SHARED = path.join('emulator', 'functionsEmulatorShared.js');
/** functionsEmulatorShared.js's requires that its module body does not use when it loads. */
const DEFERRED = new Set([
  '../deploy/functions/backend',
  '../deploy/functions/prepare',
  '../deploy/functions/services',
  '../extensions/extensionsHelper',
  '../extensions/manifest',
  './extensions/postinstall',
  '../utils',
]);

/** A stand-in whose every property read (or `in`, or key listing) loads the real module first. */
function deferred(loadReal) {
  let real;
  const target = () => (real ??= loadReal());
  return new Proxy(
    {},
    {
      get: (_, key) => target()[key],
      has: (_, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Object.getOwnPropertyDescriptor(target(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

// The firebase CLI running emulators, as emulators.mjs starts it (through node_modules/.bin).
const CLI = /[\\/](\.bin[\\/]firebase|firebase-tools[\\/]lib[\\/]bin[\\/]firebase\.js)$/;
const inWorker = WORKER.test(process.argv[1] ?? '');
const inCli = CLI.test(process.argv[1] ?? '') && process.argv.some((arg) => arg.startsWith('emulators:'));

// One pool of workers for all functions (functions-shared-workers.mjs says why), unless a session
// asks for firebase-tools' own pool per function with FUNCTIONS_SHARED_WORKERS=off. A worker
// knows it was started for the shared pool by the function it is told to run.
if (inCli && process.env.FUNCTIONS_SHARED_WORKERS !== 'off') {
  (await import('./functions-shared-workers.mjs')).shareWorkersInCli();
} else if (inWorker) {
  const { SHARED_TARGET, dispatchInWorker } = await import('./functions-shared-workers.mjs');
  if (process.env.FUNCTION_TARGET === SHARED_TARGET) dispatchInWorker(Module._resolveFilename(process.argv[1], null));
}

if (inWorker) {
  const load = Module._load;
  Module._load = function loadDeferringCliCode(request, parent, isMain) {
    if (DEFERRED.has(request) && parent?.filename?.endsWith(SHARED)) {
      return deferred(() => load.call(this, request, parent, isMain));
    }
    return load.call(this, request, parent, isMain);
  };
}
