// Where `npm run build` writes the site. dist/ by default (what `npm start`, the journeys and a
// deploy serve); REGMATCH_BUILD_DIR points a build elsewhere, so `npm run bench` and
// `npm run lighthouse` never replace the dist/ a running local platform serves (a bench build on
// another EMU_INSTANCE would otherwise compile other emulator ports into it).
import { join, resolve } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** The measuring scripts' own build folder (under .cache/: ignored by git, lint and the start fingerprint). */
export const BENCH_BUILD_DIR = join(ROOT, '.cache', 'bench-dist');

/** The build folder for this process: REGMATCH_BUILD_DIR (relative to the repository) or dist/. */
export function buildDir(env = process.env) {
  return resolve(ROOT, env.REGMATCH_BUILD_DIR || 'dist');
}
