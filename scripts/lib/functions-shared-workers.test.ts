// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './emulators.mjs';
import { dispatch, SHARED_TARGET, SIGNATURE_HEADER, TARGET_HEADER } from './functions-shared-workers.mjs';

const MODULE = pathToFileURL(join(ROOT, 'scripts', 'lib', 'functions-shared-workers.mjs')).href;
const EMULATOR = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'emulator');

/**
 * The CLI's side, in a Node process of its own (the patches change firebase-tools' classes for
 * the whole process): the real pool and emulator classes of the pinned firebase-tools, patched,
 * then asked what they would do. If an upgrade moves what the patches change, this fails here
 * instead of every call of a session going to the wrong place.
 */
function cliSide() {
  const script = `
    const { shareWorkersInCli } = await import(${JSON.stringify(MODULE)});
    shareWorkersInCli();
    const { createRequire } = await import('node:module');
    const require = createRequire(${JSON.stringify(join(EMULATOR, 'controller.js'))});
    const { RuntimeWorkerPool, RuntimeWorkerState } = require('./functionsRuntimeWorker');
    const { FunctionsEmulator } = require('./functionsEmulator');

    const emulator = Object.create(FunctionsEmulator.prototype);
    emulator.triggers = {};
    emulator.triggerGeneration = 0;
    emulator.args = { projectId: 'demo-x' };
    const callable = { id: 'africa-south1-askFirm', entryPoint: 'askFirm', name: 'askFirm', httpsTrigger: {}, timeoutSeconds: 60,
      secretEnvironmentVariables: [{ key: 'PAYFAST_PASSPHRASE', secret: 'PAYFAST_PASSPHRASE' }] };
    const trigger = { id: 'africa-south1-onLeadWritten', entryPoint: 'onLeadWritten', name: 'onLeadWritten', timeoutSeconds: 540, platform: 'gcfv2',
      eventTrigger: { eventType: 'google.cloud.firestore.document.v1.written', retry: false },
      secretEnvironmentVariables: [{ key: 'MAIL_SMTP_URL', secret: 'MAIL_SMTP_URL' }] };
    emulator.addTriggerRecord(callable, { backend: {} });
    emulator.addTriggerRecord(trigger, { backend: {} });

    const pool = new RuntimeWorkerPool();
    const calls = [];
    const worker = (name) => ({ name, state: RuntimeWorkerState.IDLE, triggerKey: 'first', timeoutSeconds: 1,
      request(req, resp, body) { this.state = RuntimeWorkerState.BUSY; calls.push({ worker: name, headers: req.headers, timeout: this.timeoutSeconds, key: this.triggerKey, body }); return Promise.resolve(); } });
    pool.setTriggerWorkers(callable.id, [worker('one'), worker('two')]);
    await pool.submitRequest(trigger.id, { method: 'POST', path: '/', headers: { 'content-type': 'application/json' } }, {}, '{"a":1}');
    await pool.submitRequest(callable.id, { method: 'POST', path: '/', headers: {} }, {}, '{}');
    const afterBoth = pool.readyForWork(callable.id);

    const envs = emulator.getSystemEnvs(callable);
    console.log(JSON.stringify({ sameKey: pool.getKey(callable.id) === pool.getKey(trigger.id), calls, afterBoth, envs }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: ROOT })) as {
    sameKey: boolean;
    calls: { worker: string; headers: Record<string, string>; timeout: number; key: string; body: string }[];
    afterBoth: boolean;
    envs: Record<string, string>;
  };
}

describe('one pool of Functions emulator workers for every function', () => {
  it('gives a call any idle worker, never a busy one, and names the function, its kind and its timeout', () => {
    const { sameKey, calls, afterBoth, envs } = cliSide();
    expect(sameKey).toBe(true);
    // The event went to the first idle worker; the callable, with the first one busy, to the second.
    expect(calls.map((c) => c.worker)).toEqual(['one', 'two']);
    expect(calls[0]).toMatchObject({
      headers: { 'content-type': 'application/json', [TARGET_HEADER]: 'onLeadWritten', [SIGNATURE_HEADER]: 'cloudevent' },
      timeout: 540,
      key: 'africa-south1-onLeadWritten',
      body: '{"a":1}',
    });
    expect(calls[1]).toMatchObject({
      headers: { [TARGET_HEADER]: 'askFirm', [SIGNATURE_HEADER]: 'http' },
      timeout: 60,
      key: 'africa-south1-askFirm',
    });
    // Both busy: the emulator must start another worker for the next call.
    expect(afterBoth).toBe(false);
    // Every worker is started as the dispatcher, whichever function's call started it.
    expect(envs).toMatchObject({ FUNCTION_TARGET: SHARED_TARGET, FUNCTION_SIGNATURE_TYPE: 'http' });
  }, 60_000); // a Node process loading the emulator's ~1,400 modules: seconds on a busy machine
});

describe('a shared worker', () => {
  const noBinaryEvents = () => ({ isBinaryCloudEvent: () => false, extractBinaryCloudEventContext: () => ({}) });
  const request = (target: string, signature: string, body = '') => ({
    headers: { [TARGET_HEADER]: target, [SIGNATURE_HEADER]: signature, authorization: 'Bearer t' } as Record<string, string>,
    rawBody: Buffer.from(body),
    body: {},
  });

  it('runs an HTTP function with the request and response, without the naming headers', async () => {
    const seen: Record<string, string>[] = [];
    const functions = { askFirm: (req: { headers: Record<string, string> }) => void seen.push({ ...req.headers }) };
    await dispatch(functions, noBinaryEvents, request('askFirm', 'http'), {});
    expect(seen).toEqual([{ authorization: 'Bearer t' }]);
  });

  it('runs an event function with its CloudEvent and acknowledges the call after it ends', async () => {
    const order: string[] = [];
    const functions = {
      onLeadWritten: async (event: { id: string }) => {
        await Promise.resolve();
        order.push(`ran ${event.id}`);
      },
    };
    const res = { send: (body: unknown) => order.push(`answered ${JSON.stringify(body)}`) };
    await dispatch(functions, noBinaryEvents, request('onLeadWritten', 'cloudevent', '{"id":"e1","type":"t"}'), res);
    expect(order).toEqual(['ran e1', 'answered {"status":"acknowledged"}']);
  });

  it('fails a call that names no function of the module, as a worker of one function would', async () => {
    await expect(dispatch({}, noBinaryEvents, request('dropTables', 'http'), {})).rejects.toThrow(
      'Failed to find function dropTables in the loaded module',
    );
  });
});
