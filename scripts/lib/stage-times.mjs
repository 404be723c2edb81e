// How long each stage of `npm test` took, printed at the end of its output (where CI's log shows
// it) so a slower run says where the time went. The emulated stages run in another process
// (scripts/emulated-suites.mjs, inside `firebase emulators:exec`) and write theirs to a file here.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './test-results.mjs';

const EMULATED_FILE = () => join(RESULTS_DIR, 'emulated-stages.json');

/** Times one stage: `const done = timer(); ...; list.push(done('build'))`. */
export function timer() {
  const started = Date.now();
  return (name, { background = false } = {}) => ({
    name,
    seconds: (Date.now() - started) / 1000,
    background,
    started,
    ended: Date.now(),
  });
}

/** Written by emulated-suites.mjs as each of its stages ends (so a stopped run still has the first). */
export function writeEmulatedStages(stages) {
  writeFileSync(EMULATED_FILE(), JSON.stringify(stages));
}

export function readEmulatedStages() {
  return existsSync(EMULATED_FILE()) ? JSON.parse(readFileSync(EMULATED_FILE(), 'utf8')) : [];
}

/**
 * The table: foreground stages in order (they add up to the total), then the background checks,
 * which overlap them. Every line starts with two spaces so `grep '^  '` finds them in a log.
 */
export function formatStageTimes(stages, totalSeconds) {
  const width = Math.max(...stages.map((s) => s.name.length), 'total'.length) + 2;
  const line = (name, seconds) => `  ${name.padEnd(width)}${String(Math.round(seconds)).padStart(5)} s`;
  const foreground = stages.filter((s) => !s.background);
  const background = stages.filter((s) => s.background);
  return [
    '',
    '━━ Time per stage ━━',
    ...foreground.map((s) => line(s.name, s.seconds)),
    line('total', totalSeconds),
    ...(background.length > 0
      ? ['  beside the stages above (their times overlap them):', ...background.map((s) => line(s.name, s.seconds))]
      : []),
  ];
}
