/**
 * `npm run emulators -- node --import tsx scripts/bench/account-timing.ts`: how long
 * sendPasswordReset and resendFirmConfirmation take to answer for an address with an account and
 * for one without, measured from a client on this machine (medians of SAMPLES calls each, after a
 * warm-up). A figure for the notes, never a test: the two must not be told apart by their timing.
 */
import { getAuth } from 'firebase-admin/auth';
import { initializeApp } from 'firebase-admin/app';
import { localAppCheckToken } from '../../src/lib/app-check-local-token';

const SAMPLES = Number(process.env.SAMPLES ?? 20);
const project = process.env.GCLOUD_PROJECT ?? 'demo-regmatch';
const port = process.env.EMU_FUNCTIONS_PORT ?? '5001';
initializeApp({ projectId: project });

async function timed(name: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/${project}/africa-south1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Firebase-AppCheck': localAppCheckToken('demo-app', project).token,
      // A different front-end address per call, so the per-network limit never answers first.
      'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ data: { email } }),
  });
  await response.json();
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const name of ['sendPasswordReset', 'resendFirmConfirmation']) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    // A fresh pair each round, so no per-mailbox limit is reached.
    const existing = `timing-known-${name}-${i}-${Date.now()}@example.co.za`;
    await getAuth().createUser({ email: existing, password: 'timing-pass-1' });
    const a = await timed(name, existing);
    const b = await timed(name, `timing-unknown-${name}-${i}-${Date.now()}@example.co.za`);
    if (i >= 3) {
      known.push(a);
      unknown.push(b);
    }
  }
  console.log(
    `${name}: existing ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (median of ${SAMPLES} each; ` +
      `ranges ${Math.min(...known).toFixed(0)}-${Math.max(...known).toFixed(0)} and ${Math.min(...unknown).toFixed(0)}-${Math.max(...unknown).toFixed(0)} ms)`,
  );
}
