import { randomUUID } from 'node:crypto';
import { DAY_MS, INACTIVE_FIRM_WARNING_DAYS, RETENTION } from '@/domain/privacy/retention';
import { renderMail } from '../../functions/src/mail/templates';
import { runInactiveFirms } from '../../functions/src/account/inactive-firms';
import { auth, db } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';

/**
 * The inactive-firms job with a moved clock. Sign-ins come from Firebase Auth's own metadata, so
 * each firm's login is imported with its last sign-in in 2001 and the job runs in 2001/2002: no
 * other suite's firm (signed in today) is ever old enough. The job's cursor is set just before
 * this suite's two firm ids and it reads two firms a run: the bounded batch, through the cursor.
 */
const lastSignIn = Date.UTC(2001, 0, 1, 8);
const at = (days: number) => lastSignIn + days * DAY_MS;
const quiet = {
  id: `inactive-test-a-${randomUUID().slice(0, 6)}`,
  email: `quiet-${randomUUID().slice(0, 6)}@inactive.example.co.za`,
};
const busy = {
  id: `inactive-test-b-${randomUUID().slice(0, 6)}`,
  email: `busy-${randomUUID().slice(0, 6)}@inactive.example.co.za`,
};

async function firmWithLogin(firm: { id: string; email: string }, signedInAt: number) {
  const uid = `uid-${firm.id}`;
  const result = await auth.importUsers([
    {
      uid,
      email: firm.email,
      metadata: {
        creationTime: new Date(lastSignIn - 30 * DAY_MS).toUTCString(),
        lastSignInTime: new Date(signedInAt).toUTCString(),
      },
    },
  ]);
  expect(result.failureCount).toBe(0);
  await writeFirm(firm.id, firmSpec({ firmName: `Firm ${firm.id}` }, { email: firm.email, adminUserId: uid }));
}

async function runAt(day: number) {
  await db.doc('system/inactiveFirms').set({ after: 'inactive-test-' });
  return runInactiveFirms(at(day), 2);
}

const warnings = async (email: string) =>
  (await db.collection('mail').where('to', '==', email).where('template', '==', 'firm-inactive-warning').get()).docs.map((d) =>
    d.data(),
  );

beforeAll(async () => {
  // As the scheduled function in the emulator: no Storage there, so closure skips the logo.
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  await firmWithLogin(quiet, lastSignIn);
  await firmWithLogin(busy, at(200));
});

describe('a firm nobody signs in to for 12 months', () => {
  it('is warned at 11 months, again at 11.5 months, and closed at 12 months like a firm closing itself', async () => {
    const { first, second } = INACTIVE_FIRM_WARNING_DAYS;
    // The exact day boundaries are unit-tested (src/domain/privacy/inactivity.test.ts); here each step once.
    expect(await runAt(first)).toMatchObject({ looked: 2, warned: [quiet.id], closed: [] });
    expect(await runAt(second)).toMatchObject({ warned: [quiet.id], closed: [] });
    const mails = await warnings(quiet.email);
    expect(mails.map((m) => m.data.warning).sort()).toEqual(['first', 'second']);
    const last = renderMail('firm-inactive-warning', mails.find((m) => m.data.warning === 'second')!.data);
    expect(last.subject).toContain('Last reminder');
    expect(last.text).toContain('sign in once before');

    expect(await runAt(RETENTION.inactiveFirmDays)).toMatchObject({ closed: [quiet.id] });

    // Closed through closeFirm: the firm, its account and its login are gone, the closure is
    // audited as the job, and the firm is told what was erased.
    expect((await db.doc(`firms/${quiet.id}`).get()).exists).toBe(false);
    expect((await db.doc(`firms/${quiet.id}/private/account`).get()).exists).toBe(false);
    await expect(auth.getUser(`uid-${quiet.id}`)).rejects.toThrow();
    expect((await db.doc(`inactiveFirmNotices/${quiet.id}`).get()).exists).toBe(false);
    const audit = await db.collection('auditLog').where('firmId', '==', quiet.id).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ field: 'account', by: expect.objectContaining({ uid: 'system:inactivity' }) }),
    ]);
    const closed = await db
      .collection('mail')
      .where('to', '==', quiet.email)
      .where('template', '==', 'firm-account-closed')
      .get();
    expect(closed.size).toBe(1);

    // The firm that signed in 165 days before was never warned.
    expect(await warnings(busy.email)).toEqual([]);
    expect((await db.doc(`firms/${busy.id}`).get()).exists).toBe(true);
  });
});
