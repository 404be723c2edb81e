// What the Functions emulator's workers cost: calls every callable once (an empty call, refused
// before any handler runs, so only loading is measured), three at a time as the suites' warm-up
// does, then sums the resident memory of this checkout's workers (/proc, Linux only).
// Run inside an emulator session: `npm run emulators -- node --import tsx scripts/bench/functions-workers.ts`.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { warmFunctions } from '../../tests/integration/warm-functions';
import { CALLABLES } from '../../src/domain/callables';

const FUNCTIONS_DIR = join(import.meta.dirname, '..', '..', 'functions');

/** This checkout's function workers: Node processes running the emulator's runtime in functions/. */
function workers(): { pid: number; rssMb: number }[] {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('functionsEmulatorRuntime')) continue;
      if (readlinkSync(`/proc/${entry}/cwd`) !== FUNCTIONS_DIR) continue;
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0);
      found.push({ pid: Number(entry), rssMb: rssKb / 1024 });
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

const started = Date.now();
await warmFunctions();
const seconds = (Date.now() - started) / 1000;
const all = workers();
const total = all.reduce((sum, w) => sum + w.rssMb, 0);
console.log(
  JSON.stringify({
    callables: Object.keys(CALLABLES).length,
    warmUpSeconds: Math.round(seconds * 10) / 10,
    workers: all.length,
    totalRssMb: Math.round(total),
    meanRssMb: Math.round(total / Math.max(1, all.length)),
  }),
);
