// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exportOrigins, lazyEntry, sideEffectImports } from '../functions/build.mjs';

const SRC = join(import.meta.dirname, '..', 'functions', 'src');

describe('the functions entry: each instance loads only its own function (functions/build.mjs)', () => {
  const origins = exportOrigins(join(SRC, 'index.ts'));

  it('traces every deployed function through the area index files to the file that declares it', () => {
    expect(origins.get('acceptOpenLead')).toEqual({ file: join(SRC, 'firms', 'accept-open-lead.ts'), name: 'acceptOpenLead' });
    // Declared in an area's index (emulator-only): loaded from there.
    expect(origins.get('responseClockRun')).toEqual({ file: join(SRC, 'leads', 'index.ts'), name: 'responseClockRun' });
    for (const { file } of origins.values()) expect(existsSync(file)).toBe(true);
  });

  it('requires only the named function’s file when FUNCTION_TARGET is set, and otherwise lists every function, each loaded when read', () => {
    const entry = lazyEntry(origins, sideEffectImports(join(SRC, 'index.ts')));
    // The global options and the settings check run in every instance, before its function loads.
    expect(entry.indexOf('require("./shared/config.ts");')).toBeGreaterThan(0);
    expect(entry.indexOf('require("./shared/config.ts");')).toBeLessThan(entry.indexOf('const loaders'));
    expect(entry).toContain('"acceptOpenLead": () => require("./firms/accept-open-lead.ts")["acceptOpenLead"],');
    expect(entry).toContain('const target = process.env.FUNCTION_TARGET;');
    expect(entry).toMatch(
      /target && Object\.hasOwn\(loaders, target\) \? \{ \[target\]: loaders\[target\]\(\) \} : everyFunction\(\)/,
    );
  });
});
