// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './emulators.mjs';

const PRELOAD = join(ROOT, 'scripts', 'lib', 'functions-worker-preload.mjs');
const SHARED = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'functionsEmulatorShared.js');

/**
 * Runs a script under the preload, as the Functions emulator would run its worker (a file named
 * functionsEmulatorRuntime in an emulator folder) or as any other Node process of the session.
 * The script loads firebase-tools' shared module as the real worker does and reports what that
 * cost in modules, and what its helpers answer.
 */
function runUnderPreload(scriptName: string): { modules: number; moduleRoot: string; host: string } {
  const dir = mkdtempSync(join(tmpdir(), 'worker-preload-'));
  try {
    mkdirSync(join(dir, 'emulator'));
    const script = join(dir, 'emulator', scriptName);
    writeFileSync(
      script,
      `const before = Object.keys(require.cache).length;
       const shared = require(${JSON.stringify(SHARED)});
       const modules = Object.keys(require.cache).length - before;
       const moduleRoot = shared.findModuleRoot('firebase-tools', ${JSON.stringify(SHARED)});
       // formatHost calls into ../utils, one of the deferred modules: it must load and answer.
       const host = shared.formatHost({ host: '::1', port: 5001 });
       console.log(JSON.stringify({ modules, moduleRoot, host }));`,
    );
    const output = execFileSync(process.execPath, ['--import', pathToFileURL(PRELOAD).href, script], { encoding: 'utf8' });
    return JSON.parse(output) as { modules: number; moduleRoot: string; host: string };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the functions worker preload', () => {
  it("spares a worker the CLI's deploy code, and a helper that needs that code still gets it", () => {
    const worker = runUnderPreload('functionsEmulatorRuntime');
    const other = runUnderPreload('some-other-script.js');

    // Measured with firebase-tools 13.35.1: 1,409 modules without the preload, 5 with it. If an
    // upgrade moves these files, this fails instead of the suite silently slowing down again.
    expect(other.modules).toBeGreaterThan(1000);
    expect(worker.modules).toBeLessThan(50);
    expect(worker.moduleRoot).toBe(join(ROOT, 'node_modules', 'firebase-tools'));
    expect(worker.host).toBe(other.host);
    expect(worker.host).toBe('[::1]:5001');
  }, 60_000); // two Node processes loading up to 1,400 modules each: seconds on a busy machine
});
