import { DAY_MS } from '@/domain/privacy/retention';
import { DSR_RESPONSE_DAYS } from '@/domain/privacy/data-subject-requests';
import { callFunction, db, idTokenFor } from './emulator-clients';

let operator = '';
let firm = '';
beforeAll(async () => {
  operator = await idTokenFor(`io-${Date.now()}@regmatch.test`, { admin: true });
  firm = await idTokenFor(`dsr-firm-${Date.now()}@firm.test`, { firmId: 'dsr-firm' });
});

describe("the Information Officer's register of data-subject requests", () => {
  it('records an erasure request due in 30 days, moves it on and closes it, each step audited', async () => {
    const email = `dsr-${Date.now()}@example.co.za`;
    const recorded = await callFunction<{ requestId: string; dueAt: number }>(
      'recordDataSubjectRequest',
      { kind: 'erasure', email, details: 'Asked by email to delete everything.' },
      operator,
    );
    expect(recorded.error).toBeUndefined();
    const { requestId, dueAt } = recorded.data!;
    const stored = (await db.doc(`dataSubjectRequests/${requestId}`).get()).data()!;
    expect(stored).toMatchObject({ kind: 'erasure', email, status: 'open', closedAt: null });
    expect(stored.dueAt.toMillis() - stored.receivedAt.toMillis()).toBe(DSR_RESPONSE_DAYS * DAY_MS);
    expect(stored.dueAt.toMillis()).toBe(dueAt);

    expect(
      (await callFunction('updateDataSubjectRequest', { requestId, status: 'done', note: 'Erased.' }, operator)).data,
    ).toEqual({
      status: 'done',
    });
    const closed = (await db.doc(`dataSubjectRequests/${requestId}`).get()).data()!;
    expect(closed.closedAt).not.toBeNull();
    // Each step stays on the request: recorded open, then done with its note.
    expect(closed.history.map((s: { status: string; note: string }) => [s.status, s.note])).toEqual([
      ['open', ''],
      ['done', 'Erased.'],
    ]);
    // Closed stays closed.
    const again = await callFunction('updateDataSubjectRequest', { requestId, status: 'in-progress' }, operator);
    expect(again.error?.status).toBe('FAILED_PRECONDITION');

    const audit = (await db.collection('auditLog').where('field', '==', 'data-subject-request').get()).docs
      .map((d) => d.data())
      .filter(
        (e) =>
          e.after === `erasure recorded (${requestId})` || (e.before === 'open' && e.after === 'done' && e.note === 'Erased.'),
      );
    expect(audit).toHaveLength(2);
    expect(audit.every((e) => e.targetEmail !== email && String(e.targetEmail).includes('***'))).toBe(true);
  });

  it('refuses a firm, a visitor and a client', async () => {
    const input = { kind: 'access', email: 'x@example.co.za' };
    expect((await callFunction('recordDataSubjectRequest', input, firm)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callFunction('recordDataSubjectRequest', input)).error?.status).toBe('UNAUTHENTICATED');
    expect((await callFunction('updateDataSubjectRequest', { requestId: 'x', status: 'done' }, firm)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
  });

  it.each([
    ['no email or phone', { kind: 'access' }],
    ['an unknown kind', { kind: 'delete-everything', email: 'x@example.co.za' }],
    ['oversized details', { kind: 'access', email: 'x@example.co.za', details: 'a'.repeat(2001) }],
    ['a field of its own', { kind: 'access', email: 'x@example.co.za', status: 'done' }],
  ])('refuses %s with invalid-argument', async (_name, input) => {
    expect((await callFunction('recordDataSubjectRequest', input, operator)).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('says so when the request does not exist', async () => {
    const missing = await callFunction('updateDataSubjectRequest', { requestId: 'no-such-request', status: 'done' }, operator);
    expect(missing.error?.status).toBe('NOT_FOUND');
  });
});
