// Runs inside `firebase emulators:exec`: rules and integration tests, then the browser journeys.
// Both suites run even if the first fails, so one run shows every failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { printBuffered, runBuffered, runStatus, runStatusAsync } from './lib/processes.mjs';
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

/** A vitest run of one project, with both reporters: its JSON report feeds the closing count. */
const vitestArgs = (project, report) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(RESULTS_DIR, report)}`,
];

// The rules tests run beside the integration tests, not before them: they use demo projects of
// their own (tests/rules/rules-env.ts) and only the Firestore emulator's rules engine, while the
// integration tests spend much of their time waiting on a function's worker or a trigger. Their
// output is held back and printed whole when they end, so the two logs never interleave.
console.log('\n━━ Rules tests (beside the integration tests, their log printed when they end) and integration tests ━━');
const rulesDone = timer();
const rules = runBuffered({ label: 'Rules tests', command: 'npx', args: vitestArgs('rules', 'rules.json') }, { cwd: ROOT }).then(
  (result) => {
    stages.push({ ...rulesDone('rules tests (beside the integration tests)'), background: true });
    printBuffered(result);
    return result.status;
  },
);
// Asynchronous, so this script keeps reading the rules tests' output meanwhile.
const integrationDone = timer();
const integration = await runStatusAsync('npx', vitestArgs('integration', 'emulated.json'), { cwd: ROOT });
stages.push(integrationDone('integration tests (rules tests beside them)'));
const vitest = (await rules) || integration;
writeEmulatedStages(stages);

console.log('\n━━ End-to-end journeys (Playwright, Chromium) ━━');
const e2e = timed('journeys (with their global setup)', () =>
  // Without the screenshots a person looks at after `npm run test:e2e` (e2e/support/screens.ts).
  runStatus('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    cwd: ROOT,
    env: { JOURNEY_SCREENSHOTS: 'off', ...process.env },
  }),
);

/**
 * How often each function ran in this session, from the CLI's debug log (firebase-debug.log, in
 * the folder the session runs in, until it ends). A trigger that writes what it listens to re-fires
 * itself: onAccountRequest deleted its already-deleted request, which the Firestore emulator reports
 * as a new document, and ran 45,766 times in one `npm test` (about 40 a second, a core's worth of
 * CPU) while every test still passed. The busiest function of a whole run that works runs about
 * 1,800 times (onFirmWritten); a function past RUNAWAY_RUNS fails the run by name.
 */
const RUNAWAY_RUNS = 10_000;
function functionRuns() {
  const log = join(ROOT, 'firebase-debug.log');
  if (!existsSync(log)) return null;
  const runs = new Map();
  for (const [, name] of readFileSync(log, 'utf8').matchAll(
    /^\[info\] i {2}functions: Beginning execution of "[a-z0-9-]+?-([A-Za-z]+)"/gm,
  ))
    runs.set(name, (runs.get(name) ?? 0) + 1);
  return [...runs].sort((a, b) => b[1] - a[1]);
}
const runs = functionRuns();
let runaway = false;
if (runs) {
  console.log(
    `\n━━ Function runs this session (most first): ${runs
      .slice(0, 5)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')} ━━`,
  );
  for (const [name, n] of runs.filter(([, n]) => n > RUNAWAY_RUNS)) {
    console.error(`✖ ${name} ran ${n} times in one session (more than ${RUNAWAY_RUNS}): a trigger that re-fires itself?`);
    runaway = true;
  }
}

process.exit(vitest || e2e || (runaway ? 1 : 0));
