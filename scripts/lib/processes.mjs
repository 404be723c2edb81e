// Small helpers for running child processes from the orchestration scripts. Dependency-free.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Runs a command to completion with inherited output; exits the script on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Like run, but reports the exit code instead of exiting. */
export function runStatus(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'inherit', ...options }).status ?? 1;
}

/**
 * Starts a command with inherited output; `done` resolves to its exit status. Unlike runStatus it
 * does not block this script meanwhile (children running in the background keep having their
 * output read). `detached` puts it in a session of its own, so stopGroup stops its whole tree.
 */
export function startInherited(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const done = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return { child, done };
}

/** Like runStatus, without blocking this script meanwhile. */
export function runStatusAsync(command, args, options = {}) {
  return startInherited(command, args, options).done;
}

/** Starts a long-running child in its own process group so the whole tree can be stopped. */
export function startBackground(command, args, options = {}) {
  return spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
}

export function stopGroup(child, signal = 'SIGINT') {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForHttp(url, { timeoutMs = 120_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`${label} did not start within ${Math.round(timeoutMs / 1000)} s`);
}

const lowPriorityGroups = new Set();

/**
 * Lowest CPU priority for a child and everything it starts. Linux schedules each session as one
 * group ("autogroup") and weighs nice values only inside a group, so a plain `nice` child of this
 * script would still get an equal share against a process that runs in its own session (as the
 * emulator session does). The child therefore gets its own session, and that session's group is
 * niced too (/proc/<pid>/autogroup; raising it needs no privilege). Where autogroups are off,
 * `nice` alone does the job.
 */
function spawnLowPriority(command, args, options) {
  const child = spawn('nice', ['-n', '19', command, ...args], { ...options, detached: true });
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, '19');
  } catch {
    /* no autogroups here: `nice` is enough */
  }
  lowPriorityGroups.add(child);
  child.on('close', () => lowPriorityGroups.delete(child));
  return child;
}

/** Stops every low-priority command still running (they are in sessions of their own). */
export function stopLowPriority() {
  for (const child of lowPriorityGroups) stopGroup(child, 'SIGTERM');
}

/**
 * Runs a command with its output held back, resolving when it ends with its status, its output
 * and how long it took; `lowPriority` runs it at the lowest CPU priority (see spawnLowPriority).
 */
export function runBuffered({ label, command, args, lowPriority = false }, options = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const spawnOptions = { stdio: ['ignore', 'pipe', 'pipe'], ...options };
    const child = lowPriority ? spawnLowPriority(command, args, spawnOptions) : spawn(command, args, spawnOptions);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        label,
        command: [command, ...args].join(' '),
        status: code ?? signal ?? 1,
        output: Buffer.concat(chunks),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

/** Prints a buffered run whole, under its label, so its lines never interleave with others. */
export function printBuffered(result) {
  console.log(`\n── ${result.label} (${result.seconds} s) ──`);
  process.stdout.write(result.output);
  if (result.status !== 0) console.error(`\n✖ ${result.command} failed (exit ${result.status})`);
}
