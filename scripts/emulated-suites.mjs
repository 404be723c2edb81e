// Runs inside `firebase emulators:exec`: rules and integration tests, then the browser journeys.
// Both suites run even if the first fails, so one run shows every failure.
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { runStatus } from './lib/processes.mjs';
import { timer, writeEmulatedStages } from './lib/stage-times.mjs';
import { RESULTS_DIR } from './lib/test-results.mjs';

// Each stage's time, for the table at the end of `npm test` (scripts/lib/stage-times.mjs).
const stages = [];
const timed = (name, run) => {
  const done = timer();
  const status = run();
  stages.push(done(name));
  writeEmulatedStages(stages);
  return status;
};

// The CLI keeps going when the functions code fails to load, which would turn into hundreds of
// confusing test failures. Ask one callable for an answer first and stop with the real cause.
const functionsUrl = `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT}/${process.env.EMU_PROJECT_ID}/africa-south1/acceptOpenLead`;
const probe = await fetch(functionsUrl, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{"data":{}}',
}).catch((error) => error);
if (probe instanceof Error || probe.status === 404) {
  console.error(
    `\nThe functions emulator has not loaded the functions (${probe instanceof Error ? `${probe.message}: ${probe.cause?.message ?? 'no cause given'}` : 'HTTP 404'}).`,
  );
  console.error('Check the emulator output above for "Failed to load function definition".');
  process.exit(1);
}

console.log('\n━━ Rules and integration tests ━━');
const vitest = timed('rules and integration tests', () =>
  runStatus(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'rules',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(RESULTS_DIR, 'emulated.json')}`,
    ],
    { cwd: ROOT },
  ),
);

console.log('\n━━ End-to-end journeys (Playwright, Chromium) ━━');
const e2e = timed('journeys (with their global setup)', () =>
  runStatus('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { cwd: ROOT }),
);

process.exit(vitest || e2e);
