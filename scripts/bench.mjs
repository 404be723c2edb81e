// `npm run bench`: the budgets of docs/architecture.md, measured.
// 1. Matching: seeds 1,000 and 10,000 firms into a Firestore emulator of its own (EMU_INSTANCE
//    ports) and compares the bounded match-key query with an exhaustive scan: documents read per
//    match and latency. BENCH_SIZES=1000,10000 and BENCH_MATCHES=20 adjust it.
// 2. First-load JavaScript from a fresh production build, measured in Chromium: every script home,
//    /matching, a guide, a city page and /featured-firms fetch up to network idle, gzipped, against
//    the budgets (content pages <= 30 kB, home <= 50 kB, /matching <= 100 kB, every other public
//    page <= 120 kB, no Firestore or Auth code), from the bench's own build (.cache/bench-dist).
// 3. The wizard's last step, timed in Chromium on this instance's emulators (below).
import {
  ROOT,
  emulatorEnv,
  emulatorsExec,
  firebaseBin,
  projectId,
  viteEmulatorEnv,
  writeInstanceConfig,
} from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run, runStatus } from './lib/processes.mjs';
import { reportFirstLoad } from './bench/first-load-js.mjs';
import { BENCH_BUILD_DIR } from './lib/build-dir.mjs';

ensureInstalled(ROOT);
const env = emulatorEnv();
const matching = runStatus(
  firebaseBin(),
  [
    'emulators:exec',
    '--only',
    'firestore',
    '--project',
    projectId(),
    '--config',
    writeInstanceConfig(),
    'npx tsx --tsconfig tsconfig.json scripts/bench/run-bench.ts',
  ],
  { cwd: ROOT, env },
);
if (matching !== 0) process.exit(matching);

// Its own build folder: a running `npm start` keeps serving its dist/ (and its emulator ports).
run('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...viteEmulatorEnv(), REGMATCH_BUILD_DIR: BENCH_BUILD_DIR } });
console.log('\nFirst-load JavaScript in Chromium (every script fetched up to network idle, gzip)');
const withinBudget = await reportFirstLoad(BENCH_BUILD_DIR);

// 3. The wizard's last step on the local platform (e2e/bench/wizard-timing.bench.ts): Find My Match
//    to the results, warm, median of WIZARD_RUNS (10). BENCH_SKIP_WIZARD=1 leaves it out.
let wizard = 0;
if (!process.env.BENCH_SKIP_WIZARD) {
  console.log("\nThe wizard's last step on the local platform (Chromium, warm)");
  run('npm', ['run', 'build:functions'], { cwd: ROOT });
  wizard = runStatus(...emulatorsExec('npx playwright test --config e2e/bench.config.ts'));
}
process.exit(withinBudget && wizard === 0 ? 0 : 1);
