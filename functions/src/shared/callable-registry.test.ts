import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLABLES } from '@/domain/callables';

const FUNCTIONS_SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the callable registry', () => {
  // The deployed name is the export name (functions/src/index.ts only re-exports), so each
  // `export const x = callable('x', ...)` must name its own registry entry.
  const registrations = sourceFiles(FUNCTIONS_SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = callable\('(\w+)'/g)].map((m) => ({
      file,
      exported: m[1],
      entry: m[2],
    })),
  );

  it('every callable in functions/src is registered under the name it is exported as', () => {
    expect(registrations.length).toBeGreaterThan(0);
    for (const r of registrations) expect(r.entry, r.file).toBe(r.exported);
  });

  it('every registry entry has exactly one function behind it', () => {
    expect(registrations.map((r) => r.entry).sort()).toEqual(Object.keys(CALLABLES).sort());
  });

  it('every callable goes through callable() (and so enforces App Check): no other file calls onCall', () => {
    const direct = sourceFiles(FUNCTIONS_SRC).filter(
      (file) => !file.endsWith(join('shared', 'callable.ts')) && /\bonCall\s*[(<]/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });

  it('no callable builds its own HttpsError: reasons go through callableError()', () => {
    const direct = sourceFiles(FUNCTIONS_SRC).filter(
      (file) => !file.endsWith(join('shared', 'callable.ts')) && /new HttpsError\(/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
