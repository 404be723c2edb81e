import { localAppCheckToken } from '@/lib/app-check-local-token';
import { PASSWORD_RESET_LIMIT } from '@/domain/shared/request-guards';
import { MAIL_THROTTLE } from '../../functions/src/shared/mail-queue';
import { callFunction, clearFirestore, db, PROJECT_ID } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';

/**
 * The keys the limits count on are the ones a caller cannot choose: one mailbox however its
 * address is spelled, and the network address Google's front end appends to X-Forwarded-For rather
 * than the leftmost entry the caller writes. A burst is refused as a limit, never as a failure.
 */
vi.setConfig({ testTimeout: 120_000 });
afterAll(clearFirestore);
beforeEach(clearFirestore);

const appCheck = () => localAppCheckToken('demo-app', PROJECT_ID).token;
const reset = (email: string, forwardedFor?: string) =>
  callFunction('sendPasswordReset', { email }, undefined, appCheck(), forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {});
const refusedAsLimit = (r: { error?: { status?: string; details?: unknown } }) =>
  r.error?.status === 'RESOURCE_EXHAUSTED' && (r.error.details as { reason?: string }).reason === 'rate-limited';

describe('one mailbox is one person to a limit', () => {
  it('+tags, capitals and Gmail dots of one address share its password-reset allowance', async () => {
    const spellings = [
      'thandi.nkosi@gmail.com',
      'thandinkosi+1@gmail.com',
      'Thandi.Nkosi+2@GMAIL.com',
      't.h.a.n.d.i.nkosi@googlemail.com',
      'thandinkosi+work@gmail.com',
      'thandinkosi+6@gmail.com',
      'thandinkosi+7@gmail.com',
    ];
    const results = [];
    for (const email of spellings) results.push(await reset(email));
    expect(results.filter((r) => !r.error)).toHaveLength(PASSWORD_RESET_LIMIT.max);
    expect(results.slice(PASSWORD_RESET_LIMIT.max).every(refusedAsLimit)).toBe(true);
    // Another mailbox is another person.
    expect((await reset('someone.else@gmail.com')).error).toBeUndefined();
  });

  it('receipts to name+1@ .. name+7@ count against one mailbox throttle', async () => {
    await putFirm('chosen', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['family'] });
    const stamp = Date.now();
    const addresses = Array.from({ length: 7 }, (_, i) => `lerato-${stamp}+${i + 1}@example.co.za`);
    for (const email of addresses) expect((await callFunction('requestMatch', { ...person, email })).error).toBeUndefined();
    const receipts = (await db.collection('mail').where('template', '==', 'client-confirmation').get()).docs.filter((d) =>
      addresses.includes(d.get('to') as string),
    );
    expect(receipts).toHaveLength(MAIL_THROTTLE.max);
  });
});

describe('the per-network limit counts the address the front end appended', () => {
  it('made-up leftmost X-Forwarded-For entries do not make new callers', async () => {
    const results = [];
    for (let i = 0; i < PASSWORD_RESET_LIMIT.perAddressMax + 5; i++) {
      // What Google's front end passes on when a caller sends its own header: the caller's entry,
      // then the address the front end saw.
      results.push(await reset(`rotating${i}@example.co.za`, `10.9.${i}.1, 198.51.100.23`));
    }
    expect(results.filter((r) => !r.error)).toHaveLength(PASSWORD_RESET_LIMIT.perAddressMax);
    expect(results.slice(PASSWORD_RESET_LIMIT.perAddressMax).every(refusedAsLimit)).toBe(true);
    // A caller the front end saw at another address has its own allowance.
    expect((await reset('fresh@example.co.za', '10.9.0.1, 198.51.100.99')).error).toBeUndefined();
  });
});

describe('a burst from one address', () => {
  it('200 resets, eight at a time, for one mailbox: at most the limit go ahead, every other is refused as a limit', async () => {
    const results: Awaited<ReturnType<typeof reset>>[] = [];
    const queue = Array.from({ length: 200 }, (_, i) => i);
    // Eight in flight at once: as many concurrent function workers as this two-core machine
    // affords; every one of them lands on the same two counters.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (queue.shift() !== undefined) results.push(await reset('burst@example.co.za'));
      }),
    );
    expect(results).toHaveLength(200);
    const accepted = results.filter((r) => !r.error).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(PASSWORD_RESET_LIMIT.max);
    expect(results.filter((r) => r.error).every(refusedAsLimit)).toBe(true);
  });
});
