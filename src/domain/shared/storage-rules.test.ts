import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_PATHS } from './storage-paths';

const root = join(import.meta.dirname, '../../..');
const rules = readFileSync(join(root, 'storage.rules'), 'utf8');

/** The `match` paths inside the bucket's `/b/{bucket}/o` block. */
function matchedPaths(text: string): string[] {
  return [...text.matchAll(/^\s*match\s+(\S+)\s*\{/gm)].map((m) => m[1] ?? '').filter((path) => path !== '/b/{bucket}/o');
}

describe('storage.rules allows only the paths the app writes', () => {
  it('matches exactly the registered paths', () => {
    expect(matchedPaths(rules).sort()).toEqual(STORAGE_PATHS.map((p) => p.match).sort());
  });

  it('no longer matches the unused registration and PDF upload paths', () => {
    expect(rules).not.toMatch(/match\s+\/firms\/temp\//);
    expect(rules).not.toMatch(/match\s+\/pdfs\//);
  });

  it('each registered path is written by the file it names, and no other app file writes Storage', () => {
    for (const { match, writtenBy } of STORAGE_PATHS) {
      const source = readFileSync(join(root, writtenBy), 'utf8');
      const prefix = match.split('/')[1];
      expect(source, writtenBy).toMatch(new RegExp(`ref\\([^,]+, \`${prefix}/`));
    }
    const writers = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /\buploadBytes(Resumable)?\(/.test(readFileSync(join(root, 'src', file), 'utf8')))
      .map((file) => `src/${file}`);
    expect(writers.sort()).toEqual(STORAGE_PATHS.map((p) => p.writtenBy).sort());
  });

  it('would fail a rules file with an extra match', () => {
    const extra = rules.replace(
      'match /blog/{file} {',
      'match /firms/temp/{file} { allow create: if true; }\n    match /blog/{file} {',
    );
    expect(matchedPaths(extra).sort()).not.toEqual(STORAGE_PATHS.map((p) => p.match).sort());
  });
});
