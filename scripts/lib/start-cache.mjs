// What makes `npm start` quicker the second time: a fingerprint of everything the two builds
// read, so an unchanged checkout skips them, and the durations of the last run, so the
// messages say how long a step took here rather than guess.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'lib', 'dist', '.cache', '.git']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Hash of the build inputs' paths, sizes and modification times (cheap; any edit changes it). */
export function buildFingerprint(root, inputs, env = {}) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    const list = statSync(path).isDirectory() ? [...files(path)].sort() : [path];
    for (const file of list) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${relative(root, file)}:${size}:${mtimeMs}\n`);
    }
  }
  hash.update(JSON.stringify(env));
  return hash.digest('hex');
}

export function readStartCache(root) {
  try {
    return JSON.parse(readFileSync(join(root, '.cache', 'start.json'), 'utf8'));
  } catch {
    return {};
  }
}

export function writeStartCache(root, cache) {
  mkdirSync(join(root, '.cache'), { recursive: true });
  writeFileSync(join(root, '.cache', 'start.json'), `${JSON.stringify(cache, null, 2)}\n`);
}

/** '23 s' or '1 min 5 s'. */
export function formatDuration(ms) {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
