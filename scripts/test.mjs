// `npm test`: every check in one command. The build first, then one emulator session (started
// and stopped by `firebase emulators:exec`) for the rules, integration and end-to-end suites,
// with lint, typecheck, the unit tests and the build checks running beside it at low priority.
// Ends with one "N passed, N failed" line over all suites.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, emulatorList, emulatorsExec, storageAvailable, viteEmulatorEnv } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { printBuffered, run, runBuffered, runInGroup, stopGroup, stopLowPriority } from './lib/processes.mjs';
import { readCounts, RESULTS_DIR } from './lib/test-results.mjs';

ensureInstalled(ROOT);
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

const started = Date.now();
const step = (name) => console.log(`\n━━ ${name} ━━`);

// Everything after needs dist/ or functions/lib/, and a broken build fails in seconds.
step('Build (functions and the web app against the emulators)');
run('npm', ['run', 'build:functions'], { cwd: ROOT });
run('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...viteEmulatorEnv() } });

/**
 * The checks that need no emulator run beside the emulated suites, at the lowest CPU priority.
 * The emulated suites decide how long `npm test` takes: their processes wait on one another
 * (a callable on Firestore, a trigger on the callable), which left about a quarter of two cores
 * idle during the integration tests. At the lowest priority the checks take that idle time and
 * little else: the emulated suites keep the machine when both want it. A failed check stops
 * everything.
 */
async function checksWithoutEmulators() {
  const buffered = (label, command, args) => runBuffered({ label, command, args, lowPriority: true }, { cwd: ROOT });
  const steps = [
    // Lint and typecheck side by side: each is single-threaded.
    () => Promise.all([buffered('Lint', 'npm', ['run', 'lint']), buffered('Typecheck', 'npm', ['run', 'typecheck'])]),
    // The unit tests and the checks of the built site (prerendered HTML, head tags, structured
    // data, sitemap, robots.txt over dist/): neither needs a browser or an emulator.
    () =>
      buffered('Unit tests and built-site checks', 'npx', [
        'vitest',
        'run',
        '--project',
        'unit*',
        '--project',
        'site',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(RESULTS_DIR, 'unit.json')}`,
      ]),
    // Indexes for every query, documented settings, the production build guard; the CSP half of
    // check:deploy is e2e/csp.spec.ts, which runs with the journeys.
    () => buffered('Deployability (check:deploy --static)', 'npm', ['run', 'check:deploy', '--', '--static']),
    // The first-load budgets: a barrel import in the app shell once added 45 kB to every public
    // page while every test stayed green. (Lighthouse stays in `npm run lighthouse`: its scores
    // depend on the machine's load, which a test must not.)
    () => buffered('First-load JavaScript budgets (Chromium)', 'node', ['scripts/bench/first-load-js.mjs', 'dist']),
  ];
  for (const next of steps) {
    const results = [await next()].flat();
    results.forEach(printBuffered);
    if (results.some((r) => r.status !== 0)) return false;
  }
  return true;
}

// One emulator session for the rules and integration tests, then the journeys. Measured: running
// the two in two sessions side by side saved nothing on two cores (1005 s against 390 s + 660 s
// one after the other: both are CPU-bound), and the load made a PayFast round trip time out.
step(
  `Emulated suites (${emulatorList()}${storageAvailable() ? '' : '; Storage emulator unavailable here'}), with lint, typecheck, unit tests and build checks beside them`,
);
const emulated = runInGroup(...emulatorsExec('node scripts/emulated-suites.mjs'));
const stopEmulated = () => stopGroup(emulated.child);
// Both run in sessions of their own, out of reach of a Ctrl-C in the terminal: pass it on.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopEmulated();
    stopLowPriority();
    process.exit(130);
  });

const checksPassed = await checksWithoutEmulators();
if (!checksPassed) {
  console.error('\n✖ A check failed: stopping the emulated suites.');
  stopEmulated();
  await emulated.done;
  console.log(`\n${readCounts().line}`);
  process.exit(1);
}
console.log('\n── Lint, typecheck, unit tests and build checks passed; the emulated suites go on ──');
const status = await emulated.done;

const { line } = readCounts();
console.log(`\nAll suites finished in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(line);
process.exit(status);
