// Runs inside `firebase emulators:exec`: rules and integration tests, then the browser journeys.
// Both suites run even if the first fails, so one run shows every failure.
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { runStatus } from './lib/processes.mjs';
import { RESULTS_DIR } from './lib/test-results.mjs';

console.log('\n━━ Rules and integration tests ━━');
const vitest = runStatus(
  'npx',
  ['vitest', 'run', '--project', 'rules', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${join(RESULTS_DIR, 'emulated.json')}`],
  { cwd: ROOT },
);

console.log('\n━━ End-to-end journeys (Playwright, Debian Chromium) ━━');
const e2e = runStatus('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { cwd: ROOT });

process.exit(vitest || e2e);
