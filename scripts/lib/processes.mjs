// Small helpers for running child processes from the orchestration scripts. Dependency-free.
import { spawn, spawnSync } from 'node:child_process';

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

/**
 * Runs several commands at once (each output held back and printed whole when it ends, so lines
 * never interleave); exits the script after all have ended if any failed. On two cores a
 * single-threaded linter beside a single-threaded type checker roughly halves the wait.
 */
export async function runConcurrently(jobs, options = {}) {
  const results = await Promise.all(
    jobs.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('close', (code, signal) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            console.log(`\n── ${label} (${seconds} s) ──`);
            process.stdout.write(Buffer.concat(chunks));
            resolve({ label, command, args, status: code ?? signal ?? 1 });
          });
        }),
    ),
  );
  const failed = results.filter((r) => r.status !== 0);
  for (const r of failed) console.error(`\n✖ ${[r.command, ...r.args].join(' ')} failed (exit ${r.status})`);
  if (failed.length) process.exit(1);
}
