// `npm run bench`: matching benchmark. Seeds 1,000 and 10,000 firms into a Firestore emulator of
// its own (EMU_INSTANCE ports) and compares the bounded match-key query with an exhaustive scan:
// documents read per match and latency. BENCH_SIZES=1000,10000 and BENCH_MATCHES=20 adjust it.
import { ROOT, emulatorEnv, firebaseBin, projectId, writeInstanceConfig } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { runStatus } from './lib/processes.mjs';

ensureInstalled(ROOT);
const env = emulatorEnv();
process.exit(
  runStatus(
    firebaseBin(),
    ['emulators:exec', '--only', 'firestore', '--project', projectId(), '--config', writeInstanceConfig(), 'npx tsx --tsconfig tsconfig.json scripts/bench/run-bench.ts'],
    { cwd: ROOT, env },
  ),
);
