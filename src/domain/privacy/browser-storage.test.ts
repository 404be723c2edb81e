import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BROWSER_STORAGE } from './browser-storage';

const root = join(import.meta.dirname, '../../..');
const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ path: `src/${file}`, text: readFileSync(join(root, 'src', file), 'utf8') }));

const STORAGE_USE = /\b(localStorage|sessionStorage|indexedDB)\s*\.\s*(getItem|setItem|removeItem|open)\b/;
/** Our own keys are string literals starting 'regmatch' (regmatch.x, regmatch:x, regmatch-x). */
const OUR_KEY = /['"`](regmatch[.:-][A-Za-z0-9.:-]*)['"`]/g;

describe('browser storage: every key the app uses is in the registry, and the reverse', () => {
  const files = sources.filter((s) => STORAGE_USE.test(s.text));
  // A key may be named in a small module of its own that the storage code imports (promo-banner-key.ts).
  const keyFiles = sources.filter(
    (s) => files.some((f) => f.path === s.path) || BROWSER_STORAGE.some((e) => e.source === s.path),
  );

  it('each file that reads or writes browser storage is the source of a registry entry or imports one', () => {
    const registered = new Set(BROWSER_STORAGE.map((e) => e.source));
    for (const file of files) {
      const importsRegistered = [...registered].some((src) =>
        file.text.includes(
          src
            .replace(/^src\//, '')
            .replace(/\.ts$/, '')
            .split('/')
            .pop()!,
        ),
      );
      expect(
        registered.has(file.path) || importsRegistered,
        `${file.path} uses browser storage but is no registry entry's source`,
      ).toBe(true);
    }
  });

  it('every regmatch key literal in that code is registered', () => {
    const registered = BROWSER_STORAGE.map((e) => e.key);
    const used = keyFiles.flatMap((f) => [...f.text.matchAll(OUR_KEY)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(registered, `${key} is used but not in BROWSER_STORAGE`).toContain(key);
  });

  it('every registered key of ours is still written by the file it names', () => {
    for (const entry of BROWSER_STORAGE.filter((e) => e.source !== 'third-party')) {
      const source = sources.find((s) => s.path === entry.source);
      expect(source, entry.source).toBeDefined();
      expect(source!.text, `${entry.key} in ${entry.source}`).toContain(`'${entry.key}'`);
    }
  });
});
