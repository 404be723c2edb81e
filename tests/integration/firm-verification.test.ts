import { Timestamp } from 'firebase-admin/firestore';
import { type FirmDocumentInput } from '@/domain/firms/model';
import { PENDING_VERIFICATION } from '@/domain/firms/verification';
import { auditEntrySchema } from '@/domain/shared/operator-contract';
import { parseStored } from '@/domain/shared/stored-date';
import { renderMail } from '../../functions/src/mail/templates';
import { findMatches } from '../../functions/src/matching/find-matches';
import { LAPSE_ACTOR, lapseVerifications } from '../../functions/src/verification/lapse-verifications';
import { openLeadDocument } from '../fixtures/lead-factory';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { expectMatchFieldsCurrent, firmIdOf, firmSpec, registration, writeFirm } from './firm-fixtures';
import { person } from './matching-fixtures';

const run = Date.now().toString(36);
// A town no other test's firm is in, so the firms here are the top matches for it.
const town = `Verify${run.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const criteria = { ...person, city: town };
const OPERATOR = `ops-${run}@regmatch.test`;

let adminToken: string;
beforeAll(async () => {
  adminToken = await idTokenFor(OPERATOR, { admin: true });
});

interface Matches {
  matches: { id: string; firmName: string; verification: { state: string; checks: string[]; validThroughYear: number | null } }[];
}
const matchedIds = async () => {
  const result = await callFunction<Matches>('matchFirms', criteria);
  expect(result.error).toBeUndefined();
  return result.data!.matches.map((m) => m.id);
};

const mailTo = async (to: string) =>
  (await db.collection('mail').where('to', '==', to).get()).docs
    .map((d) => d.data())
    .filter((m) => m.template === 'firm-verification')
    .sort((a, b) => (a.createdAt as Timestamp).toMillis() - (b.createdAt as Timestamp).toMillis());

const auditFor = async (firmId: string) =>
  (await db.collection('auditLog').where('firmId', '==', firmId).get()).docs
    .map((d) => parseStored(auditEntrySchema, `auditLog/${d.id}`, d.data()))
    .sort((a, b) => a.at - b.at);

async function verifiedFirm(id: string, overrides: Partial<FirmDocumentInput> = {}) {
  await writeFirm(
    id,
    firmSpec(
      { firmName: `Firm ${id}`, primaryCity: town, cities: [town], packageType: 'premium', ...overrides },
      { email: `${id}@firm.test` },
    ),
  );
}

describe('decideFirmVerification', () => {
  it('a newly registered firm is invisible to matching until an operator approves it, then found', async () => {
    const email = `new-${run}@verify-firm.test`;
    const registered = await callFunction(
      'registerFirm',
      registration({ email, primaryCity: town, cities: [], firmName: `Newly Registered ${run} Attorneys` }),
    );
    expect(registered.error).toBeUndefined();
    const firmId = await firmIdOf(email);
    expect(await matchedIds()).not.toContain(firmId);

    const approved = await callFunction(
      'decideFirmVerification',
      { firmId, decision: { outcome: 'approve', lpcRollChecked: true, fidelityChecked: false, note: 'Roll entry active' } },
      adminToken,
    );
    expect(approved.error).toBeUndefined();
    expect(approved.data).toEqual({ firmId, state: 'verified' });

    const result = await callFunction<Matches>('matchFirms', criteria);
    const found = result.data!.matches.find((m) => m.id === firmId);
    expect(found?.verification).toEqual({ state: 'verified', checks: ['lpc-roll'], validThroughYear: null });
    const firm = (await db.doc(`firms/${firmId}`).get()).data()!;
    expect(firm).toMatchObject({ listed: true, verification: { state: 'verified', checks: ['lpc-roll'] } });
    expect(firm.verification.verifiedAt).toBeInstanceOf(Timestamp);
    expect((await expectMatchFieldsCurrent(firmId)).status).toBe('active');

    // Who, when and what was checked: in the private record and the audit log.
    const evidence = (await db.doc(`firms/${firmId}/private/verification`).get()).data()!;
    expect(evidence.decision).toMatchObject({
      state: 'verified',
      by: { email: OPERATOR },
      checks: ['lpc-roll'],
      note: 'Roll entry active',
    });
    const [entry] = await auditFor(firmId);
    expect(entry).toMatchObject({
      by: { email: OPERATOR },
      field: 'verification',
      before: 'pending',
      after: 'verified',
      checks: ['lpc-roll'],
      note: 'Roll entry active',
    });
    // The email as delivery renders it names what was checked.
    const [mail] = await mailTo(email);
    expect(renderMail('firm-verification', mail!.data).text).toContain('Verified: on the Legal Practice Council roll');
  });

  it('an approval of a firm that gave a certificate must confirm the certificate, and the badge names its year', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const registered = await callFunction(
      'registerFirm',
      registration({
        email: `cert-${run}@cert-firm.test`,
        primaryCity: town,
        cities: [],
        fidelityFund: { required: true, certificateNumber: 'FF-777', year },
      }),
    );
    expect(registered.error).toBeUndefined();
    const firmId = await firmIdOf(`cert-${run}@cert-firm.test`);
    const withoutCertificate = await callFunction(
      'decideFirmVerification',
      { firmId, decision: { outcome: 'approve', lpcRollChecked: true, fidelityChecked: false } },
      adminToken,
    );
    expect(withoutCertificate.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalid-input', field: 'decision.fidelityChecked' },
    });
    expect((await db.doc(`firms/${firmId}`).get()).get('listed')).toBe(false);

    await callFunction(
      'decideFirmVerification',
      { firmId, decision: { outcome: 'approve', lpcRollChecked: true, fidelityChecked: true } },
      adminToken,
    );
    const result = await callFunction<Matches>('matchFirms', criteria);
    expect(result.data!.matches.find((m) => m.id === firmId)?.verification).toEqual({
      state: 'verified',
      checks: ['lpc-roll', 'fidelity-fund-certificate'],
      validThroughYear: year,
    });
  });

  it('rejects with a reason the firm is emailed; the firm stays unlisted and cannot be decided twice', async () => {
    const email = `rejected-${run}@rejected-firm.test`;
    const registered = await callFunction('registerFirm', registration({ email, primaryCity: town, cities: [] }));
    expect(registered.error).toBeUndefined();
    const firmId = await firmIdOf(email);
    const reason = 'No practitioner with LPC number LPC12345678 is on the roll';
    const rejected = await callFunction(
      'decideFirmVerification',
      { firmId, decision: { outcome: 'reject', reason } },
      adminToken,
    );
    expect(rejected.data).toEqual({ firmId, state: 'rejected' });
    expect((await db.doc(`firms/${firmId}`).get()).data()).toMatchObject({ listed: false, verification: { state: 'rejected' } });
    expect(await matchedIds()).not.toContain(firmId);
    const [mail] = await mailTo(email);
    const rendered = renderMail('firm-verification', mail!.data);
    expect(rendered.subject).toContain('We could not verify');
    expect(rendered.text).toContain(reason);
    expect((await auditFor(firmId))[0]).toMatchObject({ field: 'verification', after: 'rejected', reason });

    const again = await callFunction(
      'decideFirmVerification',
      { firmId, decision: { outcome: 'approve', lpcRollChecked: true, fidelityChecked: false } },
      adminToken,
    );
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This firm is not waiting for verification.',
      details: { reason: 'verification-not-pending' },
    });
  });

  it('is refused to a firm (it cannot verify itself) and to a stranger', async () => {
    const id = `self-${run}`;
    await verifiedFirm(id, { verification: PENDING_VERIFICATION });
    const firmToken = await idTokenFor(`${id}@firm.test`, { firmId: id });
    const input = { firmId: id, decision: { outcome: 'approve', lpcRollChecked: true, fidelityChecked: false } };
    expect((await callFunction('decideFirmVerification', input, firmToken)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      details: { reason: 'admin-only' },
    });
    expect((await callFunction('decideFirmVerification', input)).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await db.doc(`firms/${id}`).get()).get('listed')).toBe(false);
  });
});

describe('setFirmSuspension', () => {
  it('a suspended firm leaves matching (bounded and exhaustive alike), featured requests and open leads at once; reinstating brings it back', async () => {
    const id = `susp-${run}`;
    await verifiedFirm(id, { isFeatured: true, rating: 5 });
    expect(await matchedIds()).toContain(id);
    const reason = 'The LPC suspended this practitioner pending an inquiry';

    const suspended = await callFunction('setFirmSuspension', { firmId: id, suspended: true, reason }, adminToken);
    expect(suspended.data).toEqual({ firmId: id, suspended: true });
    expect(await matchedIds()).not.toContain(id);
    const bounded = await findMatches(criteria as never, 10, { strategy: 'bounded' });
    const exhaustive = await findMatches(criteria as never, 10, { strategy: 'exhaustive' });
    expect(bounded.matches.map((m) => m.id)).not.toContain(id);
    expect(bounded.matches.map((m) => m.id)).toEqual(exhaustive.matches.map((m) => m.id));

    const featured = await callFunction('submitFeaturedRequest', {
      firmId: id,
      request: {
        legalTermsAccepted: true,
        firstName: 'Ayesha',
        lastName: 'Patel',
        email: 'ayesha@example.co.za',
        serviceType: 'collections',
        description: 'Need letters of demand.',
      },
    });
    expect(featured.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'firm-unavailable' } });

    await db.doc(`openLeads/open-${id}`).set(openLeadDocument({ displayName: 'Nomsa M.', originalLeadId: `orig-${id}` }));
    const firmToken = await idTokenFor(`${id}@firm.test`, { firmId: id });
    const accepted = await callFunction('acceptOpenLead', { openLeadId: `open-${id}` }, firmToken);
    expect(accepted.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Your firm is suspended, so it cannot accept open leads.',
      details: { reason: 'firm-not-listed' },
    });
    expect((await db.doc(`openLeads/open-${id}`).get()).get('state')).toBe('open');

    const evidence = (await db.doc(`firms/${id}/private/verification`).get()).data()!;
    expect(evidence.suspension).toMatchObject({ reason, by: { email: OPERATOR } });
    const [mail] = await mailTo(`${id}@firm.test`);
    expect(renderMail('firm-verification', mail!.data).text).toContain(reason);

    const twice = await callFunction('setFirmSuspension', { firmId: id, suspended: true, reason }, adminToken);
    expect(twice.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This firm is already suspended.' });

    const reinstated = await callFunction(
      'setFirmSuspension',
      { firmId: id, suspended: false, reason: 'Inquiry closed; practitioner in good standing' },
      adminToken,
    );
    expect(reinstated.data).toEqual({ firmId: id, suspended: false });
    expect(await matchedIds()).toContain(id);
    expect((await auditFor(id)).map((e) => [e.field, e.before, e.after, e.reason])).toEqual([
      ['suspension', false, true, reason],
      ['suspension', true, false, 'Inquiry closed; practitioner in good standing'],
    ]);
  });

  it('needs a reason', async () => {
    const result = await callFunction('setFirmSuspension', { firmId: `susp-${run}`, suspended: true, reason: ' ' }, adminToken);
    expect(result.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { field: 'reason' } });
  });
});

describe('lapseVerifications (the 1 January job), with the clock moved', () => {
  it('moves firms whose certificate year ended back to pending, emails and audits them, and nothing else', async () => {
    const year = 2031;
    const verified = (validThroughYear: number | null) => ({
      verification: {
        state: 'verified' as const,
        verifiedAt: new Date(`${year}-02-01T08:00:00Z`),
        checks: validThroughYear === null ? ['lpc-roll' as const] : ['lpc-roll' as const, 'fidelity-fund-certificate' as const],
        validThroughYear,
      },
    });
    await verifiedFirm(`lapse-${run}`, verified(year));
    await verifiedFirm(`next-${run}`, verified(year + 1));
    await verifiedFirm(`nocert-${run}`, verified(null));

    // 23:59 on 31 December in Johannesburg: the certificate still holds.
    expect(await lapseVerifications(new Date(`${year}-12-31T21:59:00Z`))).not.toContain(`lapse-${run}`);
    // Midnight in Johannesburg: it has ended.
    const lapsed = await lapseVerifications(new Date(`${year}-12-31T22:05:00Z`));
    expect(lapsed).toContain(`lapse-${run}`);
    expect(lapsed).not.toContain(`next-${run}`);
    expect(lapsed).not.toContain(`nocert-${run}`);

    const firm = (await db.doc(`firms/lapse-${run}`).get()).data()!;
    expect(firm).toMatchObject({ listed: false, verification: { state: 'pending', checks: [], validThroughYear: null } });
    expect((await expectMatchFieldsCurrent(`lapse-${run}`)).matchKeys).toEqual([]);
    expect(await matchedIds()).not.toContain(`lapse-${run}`);
    expect((await db.doc(`firms/next-${run}`).get()).get('listed')).toBe(true);
    expect((await auditFor(`lapse-${run}`))[0]).toMatchObject({
      by: LAPSE_ACTOR,
      field: 'verification',
      before: 'verified',
      after: 'pending',
      reason: `Fidelity Fund certificate for ${year} ended`,
    });
    const [mail] = await mailTo(`lapse-${run}@firm.test`);
    expect(renderMail('firm-verification', mail!.data).text).toContain(`was for ${year}, which has ended`);
    // Run again: nothing left to lapse for these firms.
    expect(await lapseVerifications(new Date(`${year + 1}-01-02T00:00:00Z`))).not.toContain(`lapse-${run}`);
  });
});
