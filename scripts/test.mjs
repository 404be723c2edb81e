// `npm test`: every check in one command. Installs what is missing (node modules, Chromium), the
// build, the unit tests and the first-load budgets, then one emulator session (started and stopped
// by `firebase emulators:exec`) for the rules, integration and end-to-end suites; lint, typecheck
// and check:deploy run in the background at low priority the whole time. Ends with how long each
// stage took and one "N passed, N failed" line over all suites.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { browserPlan, installWithApt, machineFacts } from './lib/browser.mjs';
import { ROOT, emulatorList, emulatorsExec, storageAvailable, viteEmulatorEnv } from './lib/emulators.mjs';
import { ensureInstalledAsync } from './lib/install.mjs';
import { printBuffered, runBuffered, runStatusAsync, startInherited, stopGroup, stopLowPriority } from './lib/processes.mjs';
import { formatStageTimes, readEmulatedStages, timer } from './lib/stage-times.mjs';
import { problemLines, readCounts, RESULTS_DIR } from './lib/test-results.mjs';

const started = Date.now();
const stages = [];
const step = (name) => console.log(`\n━━ ${name} ━━`);

// The browser first: a machine that cannot get one hears what to run now, not after the install
// and the build.
const browser = browserPlan(machineFacts());
if (browser.kind === 'stop') {
  console.error(`✖ ${browser.line}`);
  process.exit(1);
}
// The Firestore emulator runs on Java (README); .ci/run installs it on CI.
const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)));
if (!onPath('java')) {
  console.error(
    '✖ Java is missing (the Firestore emulator runs on it): run `sudo apt-get install -y openjdk-17-jre-headless` or install Java 11+, then npm test again.',
  );
  process.exit(1);
}
const installing = timer();
const [modulesInstalled, aptInstalled] = await Promise.all([
  ensureInstalledAsync(ROOT),
  browser.kind === 'apt' ? installWithApt(browser, runStatusAsync) : true,
]);
if (!modulesInstalled) {
  console.error('\n✖ npm ci failed (above).');
  process.exit(1);
}
if (!aptInstalled) {
  console.error('\n✖ apt-get could not install chromium (above): install it, or set CHROME_PATH, then run npm test again.');
  process.exit(1);
}
if (browser.kind === 'playwright') {
  console.log("▸ No Debian Chromium here: installing Playwright's Chromium...");
  if ((await runStatusAsync(browser.command[0], browser.command.slice(1), { cwd: ROOT })) !== 0) {
    console.error(`\n✖ ${browser.command.join(' ')} failed (above): run it by hand, or set CHROME_PATH, then npm test again.`);
    process.exit(1);
  }
}
stages.push(installing('install (node modules, Chromium)'));

rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

/**
 * Lint, typecheck and check:deploy run in the background from the start, at the lowest CPU
 * priority. The emulated suites decide how long `npm test` takes, and their processes wait on one
 * another (a callable on Firestore, a trigger on the callable): about a quarter of two cores sat
 * idle during the integration tests. These checks take that idle time and little else. They have
 * no time limits, so being starved for a while changes nothing but when they end. (The unit
 * tests stay in the foreground: starved beside the journeys, component tests hit their timeouts.)
 */
async function backgroundChecks() {
  const buffered = async (label, command, args) => {
    const result = await runBuffered({ label, command, args, lowPriority: true }, { cwd: ROOT });
    stages.push({ name: label, seconds: result.seconds, background: true });
    return result;
  };
  const steps = [
    // Side by side: each is single-threaded.
    () => Promise.all([buffered('Lint', 'npm', ['run', 'lint']), buffered('Typecheck', 'npm', ['run', 'typecheck'])]),
    // Indexes for every query, documented settings, the production build guard; the CSP half of
    // check:deploy is e2e/csp.spec.ts, which runs with the journeys. Beside it, knip: no export
    // that nothing imports (knip.json).
    () =>
      Promise.all([
        buffered('check:deploy --static', 'npm', ['run', 'check:deploy', '--', '--static']),
        buffered('Dead exports (knip)', 'npm', ['run', 'check:exports']),
      ]),
  ];
  for (const next of steps) {
    const results = [await next()].flat();
    results.forEach(printBuffered);
    if (results.some((r) => r.status !== 0)) return false;
  }
  return true;
}
const background = backgroundChecks();
let backgroundFailed = false;
// A check that could not even start (a spawn that threw) counts as failed; `await background` below reports it.
background.then(
  (passed) => (backgroundFailed = !passed),
  () => (backgroundFailed = true),
);
// Both kinds of child run in sessions of their own, out of reach of a Ctrl-C in the terminal.
let emulated = null;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopGroup(emulated?.child);
    stopLowPriority();
    process.exit(130);
  });
/** The closing lines: failed tests, the time per stage, then the count, always last. */
function finish(status, note = '') {
  problemLines().forEach((line) => console.log(line));
  formatStageTimes(stages, (Date.now() - started) / 1000).forEach((line) => console.log(line));
  console.log(`\n${readCounts().line}${note}`);
  process.exit(status);
}
function failEarly(status) {
  stopLowPriority();
  finish(status, '; stopped early (✖ above)');
}

/**
 * The emulator session's stages: starting the emulators (until emulated-suites.mjs began), the
 * suites it timed, and stopping them (after its last stage ended).
 */
function emulatedStages(sessionStarted, sessionEnded) {
  const inside = readEmulatedStages();
  if (inside.length === 0) return [{ name: 'emulator session', seconds: (sessionEnded - sessionStarted) / 1000 }];
  const first = Math.min(...inside.map((s) => s.started));
  const last = Math.max(...inside.map((s) => s.ended));
  return [
    { name: 'emulators starting', seconds: (first - sessionStarted) / 1000 },
    ...inside,
    { name: 'emulators stopping', seconds: (sessionEnded - last) / 1000 },
  ];
}

// Everything after needs dist/ or functions/lib/, and a broken build fails in seconds.
step('Build (functions and the web app against the emulators); lint, typecheck and check:deploy in the background');
const building = timer();
if ((await runStatusAsync('npm', ['run', 'build:functions'], { cwd: ROOT })) !== 0) failEarly(1);
if ((await runStatusAsync('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...viteEmulatorEnv() } })) !== 0)
  failEarly(1);
stages.push(building('build (functions, web app, prerender)'));

// The unit tests and the checks of the built site (prerendered HTML, head tags, structured data,
// sitemap, robots.txt over dist/): neither needs a browser or an emulator.
step('Unit tests and built-site checks');
const unitTesting = timer();
const unitStatus = await runStatusAsync(
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
stages.push(unitTesting('unit and built-site tests'));
if (unitStatus !== 0) failEarly(unitStatus);

// The first-load budgets: a barrel import in the app shell once added 45 kB to every public page
// while every test stayed green. (Lighthouse stays in `npm run lighthouse`: its scores depend on
// the machine's load, which a test must not.)
step('First-load JavaScript budgets (Chromium)');
const budgeting = timer();
const budgetStatus = await runStatusAsync('node', ['scripts/bench/first-load-js.mjs', 'dist'], { cwd: ROOT });
stages.push(budgeting('first-load budgets'));
if (budgetStatus !== 0) failEarly(1);

if (backgroundFailed) {
  console.error('\n✖ A background check failed (above): the emulated suites are not started.');
  failEarly(1);
}

// One emulator session for the rules and integration tests, then the journeys. Measured: running
// the two in two sessions side by side saved nothing on two cores (1005 s against 390 s + 660 s
// one after the other: both are CPU-bound), and the load made a PayFast round trip time out.
step(`Emulated suites (${emulatorList()}${storageAvailable() ? '' : '; Storage emulator unavailable here'})`);
const emulatedStarted = Date.now();
const [command, args, options] = emulatorsExec('node scripts/emulated-suites.mjs');
emulated = startInherited(command, args, { ...options, detached: true });
if (!(await background)) {
  console.error('\n✖ A background check failed: stopping the emulated suites.');
  stopGroup(emulated.child);
  await emulated.done;
  stages.push(...emulatedStages(emulatedStarted, Date.now()));
  failEarly(1);
}
console.log('\n── Lint, typecheck, check:deploy and the dead-export check passed; the emulated suites go on ──');
const status = await emulated.done;
stages.push(...emulatedStages(emulatedStarted, Date.now()));
finish(status);
