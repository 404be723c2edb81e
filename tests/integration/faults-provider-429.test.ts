/**
 * A provider that rate-limits (issue 39): WhatsApp answers 429 with Retry-After, and the message
 * is not tried again before the time it named (the usual first wait is one minute), then goes
 * exactly once. Through the real trigger, the emulator-only sweep at a moved clock and the simulator.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callFunction } from './emulator-clients';
import { eventually } from './eventually';
import { docsWhere, person } from './matching-fixtures';
import { outgoingTo, simulatorForSuite, sweepAt } from './phone-notifications-support';

const PHONE = '+27827770001';
const sim = simulatorForSuite();
const MINUTE = 60_000;

describe('a provider 429 with Retry-After', { timeout: 400_000 }, () => {
  it('is honoured: no attempt before the time it named, then the message goes once', async () => {
    await fetch(`http://127.0.0.1:${sim().port}/api/outage`, {
      method: 'POST',
      body: JSON.stringify({ channel: 'whatsapp', failures: 1, retryAfterSeconds: 600 }),
    });
    const { error } = await callFunction('requestMatch', {
      ...person,
      email: 'rate-limited@example.co.za',
      messaging: { phone: '082 777 0001', channel: 'whatsapp', consent: true },
    });
    expect(error).toBeUndefined();
    const [retrying] = await eventually(
      () => docsWhere('notifications', 'to', PHONE),
      (docs) => docs[0]?.state === 'retry',
      { timeoutMs: 240_000, describe: (docs) => JSON.stringify(docs) },
    );
    expect(String(retrying!.error)).toContain('WhatsApp 429');
    const next = (retrying!.nextAttemptAt as Timestamp).toMillis();
    expect(next - Date.now()).toBeGreaterThan(8 * MINUTE);

    // The usual first wait has passed, the provider's has not: nothing is sent.
    await sweepAt(new Date(Date.now() + 2 * MINUTE));
    expect(outgoingTo(sim(), PHONE)).toHaveLength(0);

    await sweepAt(new Date(next + MINUTE));
    await eventually(
      async () => outgoingTo(sim(), PHONE),
      (list) => list.length === 1,
      { timeoutMs: 120_000 },
    );
    await sweepAt(new Date(Date.now() + 3 * 60 * MINUTE));
    expect(outgoingTo(sim(), PHONE)).toHaveLength(1);
  });
});
