// `npm run load [-- --minutes 2]`: the local platform under load, with an SMTP outage in the middle.
// `npm run faults` (`npm run load -- --faults`): the same load, shorter, with the fault schedule of
// scripts/load/faults.ts (docs/faults.md); exits non-zero when any fault counter is not zero.
// Builds the functions, starts this instance's emulators (EMU_INSTANCE ports, loopback only) and
// runs scripts/load/run-load.ts inside them: 50 clients matching and 20 firms working leads for
// 10 minutes, then a report of errors, latency and lost or duplicated leads and mails
// (docs/performance.md, "Load and faults"). Not part of `npm test`. Exits non-zero when not clean.
// The emulators' own log (every function run) goes to a file beside the report, not the terminal.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, emulatorsExec } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run } from './lib/processes.mjs';

ensureInstalled(ROOT);
run('npm', ['run', 'build:functions'], { cwd: ROOT });

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const report = join(ROOT, 'test-results', `load-${stamp}.json`);
const emulatorLog = join(ROOT, 'test-results', `load-${stamp}-emulators.log`);
const passThrough = process.argv
  .slice(2)
  .filter((arg, i, all) => arg !== '--out' && all[i - 1] !== '--out')
  .map((arg) => `'${arg.replace(/'/g, '')}'`);
const [command, args, options] = emulatorsExec(
  ['npx tsx --tsconfig tsconfig.json scripts/load/run-load.ts', ...passThrough, '--out', `'${report}'`].join(' '),
);

const log = createWriteStream(emulatorLog);
const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
let pending = '';
child.stdout.on('data', (chunk) => {
  log.write(chunk);
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) if (line.startsWith('[load ')) console.log(line);
});
child.stderr.on('data', (chunk) => log.write(chunk));
const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
log.end();

const text = report.replace(/\.json$/, '.txt');
if (existsSync(text)) console.log(readFileSync(text, 'utf8'));
else
  console.log(
    `No report was written; the emulators' log is ${emulatorLog}:\n${readFileSync(emulatorLog, 'utf8').split('\n').slice(-40).join('\n')}`,
  );
console.log(`Report: ${report}\nEmulators' log: ${emulatorLog}`);
process.exit(status);
