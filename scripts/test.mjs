// `npm test`: every check in one command. Fast checks first so a lint slip fails in seconds;
// then one emulator session (started and stopped by `firebase emulators:exec`) for the rules,
// integration and end-to-end suites. Ends with one "N passed, N failed" line over all suites.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, emulatorList, emulatorsExec, storageAvailable, viteEmulatorEnv } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run, runConcurrently, runStatus } from './lib/processes.mjs';
import { readCounts, RESULTS_DIR } from './lib/test-results.mjs';

ensureInstalled(ROOT);
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

const started = Date.now();
const step = (name) => console.log(`\n━━ ${name} ━━`);

step('Lint and typecheck (side by side)');
await runConcurrently(
  [
    { label: 'Lint', command: 'npm', args: ['run', 'lint'] },
    { label: 'Typecheck', command: 'npm', args: ['run', 'typecheck'] },
  ],
  { cwd: ROOT },
);

step('Build (functions and the web app against the emulators)');
run('npm', ['run', 'build:functions'], { cwd: ROOT });
run('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...viteEmulatorEnv() } });

// One vitest run for the unit tests and the checks of the built site (prerendered HTML, head tags,
// structured data, sitemap, robots.txt over dist/): neither needs a browser or an emulator.
step('Unit tests and built-site checks');
const unitStatus = runStatus(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'unit*',
    '--project',
    'site',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(RESULTS_DIR, 'unit.json')}`,
  ],
  { cwd: ROOT },
);
if (unitStatus !== 0) {
  console.log(`\n${readCounts().line}`);
  process.exit(unitStatus);
}

// Indexes for every query, documented settings, the production build guard; the CSP half of
// check:deploy is e2e/csp.spec.ts, which runs with the other journeys below.
step('Deployability (npm run check:deploy -- --static)');
run('npm', ['run', 'check:deploy', '--', '--static'], { cwd: ROOT });

// The first-load budgets are checked on every run: a barrel import in the app shell once added
// 45 kB to every public page while every test stayed green. (Lighthouse stays in `npm run
// lighthouse`: its scores depend on the machine's load, which a test must not.)
step('First-load JavaScript budgets (Chromium)');
run('node', ['scripts/bench/first-load-js.mjs', 'dist'], { cwd: ROOT });

// One emulator session for the rules and integration tests, then the journeys. Measured: running
// the two in two sessions side by side saved nothing on two cores (1005 s against 390 s + 660 s
// one after the other: both are CPU-bound), and the load made a PayFast round trip time out.
step(`Emulated suites (${emulatorList()}${storageAvailable() ? '' : '; Storage emulator unavailable here'})`);
const status = runStatus(...emulatorsExec('node scripts/emulated-suites.mjs'));

const { line } = readCounts();
console.log(`\nAll suites finished in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(line);
process.exit(status);
