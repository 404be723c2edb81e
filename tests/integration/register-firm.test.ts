import { Timestamp } from 'firebase-admin/firestore';
import { firmAccountSchema, firmDocumentSchema } from '@/domain/firms/model';
import { VERIFICATION_MESSAGES } from '@/domain/firms/verification';
import { practiceAreaLabel } from '@/domain/matching/practice-areas';
import { monthKey } from '@/domain/payments/plans';
import { FIRM_AGREEMENTS_VERSION } from '@/domain/shared/brand';
import { languageName } from '@/domain/shared/languages';
import { renderMail } from '../../functions/src/mail/templates';
import { auth, callFunction, db, idTokenFor } from './emulator-clients';
import { confirmationToken, expectMatchFieldsCurrent, firmIdOf, mailTo, registerAndConfirm, registration } from './firm-fixtures';

interface Result {
  confirmationSent: true;
}

describe('registerFirm', () => {
  it('creates the firm, its private account, the claims and the user record in one go; the firmId claim comes with the emailed link', async () => {
    const input = registration();
    const res = await callFunction<Result>('registerFirm', input);
    expect(res.error).toBeUndefined();
    expect(res.data).toEqual({ confirmationSent: true });
    const firmId = await firmIdOf(input.email);
    // Until the address is confirmed the login carries no firm claim, so it reads nothing.
    expect((await auth.getUserByEmail(input.email)).customClaims ?? {}).toEqual({});
    const firm = (await db.doc(`firms/${firmId}`).get()).data()!;
    expect(firm).toMatchObject({
      firmName: input.firmName,
      status: 'active',
      rating: 0,
      reviewCount: 0,
      packageType: 'free',
      isFeatured: false,
      province: 'Gauteng',
      primaryServiceArea: 'Gauteng',
      cities: ['Johannesburg', 'Sandton'],
    });
    expect(firm).not.toHaveProperty('password');
    // Pending verification: not listed, so the match index holds no keys until an operator approves.
    expect(firm).toMatchObject({
      verification: { state: 'pending', verifiedAt: null, checks: [], validThroughYear: null },
      suspended: false,
      listed: false,
    });
    const index = await expectMatchFieldsCurrent(firmId);
    expect(index).toMatchObject({ status: 'inactive', matchKeys: [], planRank: 1 });
    const evidence = (await db.doc(`firms/${firmId}/private/verification`).get()).data()!;
    expect(evidence).toMatchObject({ lpcNumber: 'LPC12345678', fidelityFund: null, decision: null, suspension: null });
    expect(firm).not.toHaveProperty('lpcNumber');
    expect(firm).not.toHaveProperty('matchKeys');
    // Public documents carry only what visitors see: the login's uid is private, the quota flag server-only.
    expect(firm).not.toHaveProperty('adminUserId');
    expect(firm).not.toHaveProperty('leadsFullMonth');
    const account = (await db.doc(`firms/${firmId}/private/account`).get()).data()!;
    expect(account).toMatchObject({
      email: input.email,
      leadsThisMonth: 0,
      maxLeadsPerMonth: 2,
      paymentStatus: 'active',
      pendingPlan: null,
      lpcNumber: 'LPC12345678',
    });
    expect(JSON.stringify(account)).not.toContain(input.password);
    // The terms and Data Processing Agreement the firm accepted, by version, at the server's time.
    expect(account.agreements).toMatchObject({ version: FIRM_AGREEMENTS_VERSION });
    expect(account.adminUserId).toEqual(expect.any(String));
    expect(account.agreements.acceptedAt).toBeInstanceOf(Timestamp);
    // Complete documents of the one firm model, every date a Timestamp.
    expect(firmDocumentSchema.safeParse(firm).error?.issues ?? []).toEqual([]);
    expect(firmAccountSchema.safeParse(account).error?.issues ?? []).toEqual([]);
    for (const date of [firm.createdAt, firm.updatedAt, account.createdAt, account.updatedAt, account.lastLeadReset]) {
      expect(date).toBeInstanceOf(Timestamp);
    }
    expect(account).toMatchObject({
      subscriptionToken: null,
      subscriptionStatus: 'none',
      lastPaymentDate: null,
      nextPaymentDate: null,
    });
    const domain = input.email.split('@')[1]!;
    expect((await db.doc(`firmDomains/${domain}`).get()).get('firmId')).toBe(firmId);
    const before = await db.collection('mail').where('to', '==', input.email).get();
    expect(before.docs.map((d) => d.get('template'))).toEqual(['firm-email-confirmation']);

    const confirmed = await callFunction('confirmFirmEmail', { token: await confirmationToken(input.email) });
    expect(confirmed.error).toBeUndefined();
    const user = await auth.getUserByEmail(input.email);
    expect(user.customClaims).toEqual({ firmId, role: 'firm_admin' });
    expect(user.emailVerified).toBe(true);
    expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({ firmId, role: 'firm_admin', email: input.email });
    // The welcome email, once the address is confirmed, as delivery renders it: labels in words.
    const welcome = renderMail('welcome', (await mailTo(input.email, 'welcome'))[0]!.get('data'));
    expect(welcome.text).toContain(`Practice areas: ${practiceAreaLabel('family')}, ${practiceAreaLabel('divorce-separation')}`);
    expect(welcome.text).toContain('Business services: General business legal services');
    expect(welcome.text).toContain(`Languages: ${languageName('en')}, ${languageName('zu')}`);
    expect(welcome.text).not.toMatch(/divorce-separation|\bzu\b/);
  });

  it('keeps a Fidelity Fund certificate as private evidence, never on the public document', async () => {
    const year = Number(monthKey(new Date()).slice(0, 4));
    const input = registration({ fidelityFund: { required: true, certificateNumber: 'FF-2026-0042', year } });
    const res = await callFunction<Result>('registerFirm', input);
    expect(res.error).toBeUndefined();
    const firmId = await firmIdOf(input.email);
    const evidence = (await db.doc(`firms/${firmId}/private/verification`).get()).data()!;
    expect(evidence.fidelityFund).toEqual({ certificateNumber: 'FF-2026-0042', year });
    expect(JSON.stringify((await db.doc(`firms/${firmId}`).get()).data())).not.toContain('FF-2026-0042');
  });

  it.each([
    [
      'no certificate number',
      { required: true, certificateNumber: '', year: 2030 },
      'fidelityFund.certificateNumber',
      VERIFICATION_MESSAGES.certificateNumber,
    ],
    [
      'no certificate year',
      { required: true, certificateNumber: 'FF1234', year: null },
      'fidelityFund.year',
      VERIFICATION_MESSAGES.certificateYear,
    ],
  ])('refuses a Fidelity Fund answer with %s, naming the field', async (_name, fidelityFund, field, message) => {
    const res = await callFunction<Result>('registerFirm', registration({ fidelityFund }));
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining(message),
      details: { reason: 'invalid-input', field },
    });
  });

  it('refuses a certificate for a year that has ended', async () => {
    const year = Number(monthKey(new Date()).slice(0, 4));
    const res = await callFunction<Result>(
      'registerFirm',
      registration({ fidelityFund: { required: true, certificateNumber: 'FF1234', year: year - 1 } }),
    );
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: VERIFICATION_MESSAGES.certificateExpired(year),
      details: { field: 'fidelityFund.year' },
    });
  });

  it('a paid plan registers on free with payment pending, never an active paid tier; the link hands the plan to checkout', async () => {
    const { firmId, pendingPlan } = await registerAndConfirm(registration({ plan: 'premium_plus' }));
    expect(pendingPlan).toBe('premium_plus');
    expect((await db.doc(`firms/${firmId}`).get()).get('packageType')).toBe('free');
    const account = (await db.doc(`firms/${firmId}/private/account`).get()).data()!;
    expect(account).toMatchObject({ paymentStatus: 'pending', pendingPlan: 'premium_plus', maxLeadsPerMonth: 2 });
  });

  it('does not claim public mail domains, so two gmail firms can register', async () => {
    const a = await callFunction<Result>('registerFirm', registration({ email: `a${Date.now()}@gmail.com` }));
    const b = await callFunction<Result>('registerFirm', registration({ email: `b${Date.now()}@gmail.com` }));
    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect((await db.doc('firmDomains/gmail.com').get()).exists).toBe(false);
  });

  it('refuses a name that normalises to a registered one', async () => {
    const first = registration();
    await callFunction('registerFirm', first);
    const res = await callFunction('registerFirm', registration({ firmName: `  ${String(first.firmName).toUpperCase()}!!` }));
    expect(res.error).toMatchObject({ status: 'ALREADY_EXISTS', message: 'A firm with this name is already registered' });
  });

  it('refuses a second firm on the same domain', async () => {
    const first = registration();
    await callFunction('registerFirm', first);
    const res = await callFunction('registerFirm', registration({ email: `someone.else@${String(first.email).split('@')[1]}` }));
    expect(res.error).toMatchObject({ status: 'ALREADY_EXISTS', message: 'Another firm is already registered with this domain' });
  });

  it('two registrations racing for the same name: exactly one succeeds and the loser leaves no Auth user', async () => {
    const firmName = `Race ${Date.now()} Inc`;
    const inputs = [
      registration({ firmName, email: `r1-${Date.now()}@gmail.com` }),
      registration({ firmName, email: `r2-${Date.now()}@gmail.com` }),
    ];
    const results = await Promise.all(inputs.map((i) => callFunction('registerFirm', i)));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    const loser = results.findIndex((r) => r.error);
    expect(results[loser]!.error!.message).toBe('A firm with this name is already registered');
    await expect(auth.getUserByEmail(String(inputs[loser]!.email))).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.collection('firms').where('firmName', '==', firmName).get()).size).toBe(1);
  });

  it('two registrations racing for the same domain: exactly one succeeds', async () => {
    const domain = `race-${Date.now()}.co.za`;
    const results = await Promise.all([
      callFunction('registerFirm', registration({ email: `a@${domain}` })),
      callFunction('registerFirm', registration({ email: `b@${domain}` })),
    ]);
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.find((r) => r.error)!.error!.message).toBe('Another firm is already registered with this domain');
  });

  describe('bad input', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['terms not accepted', { legalTermsAccepted: false }, 'You must accept the legal terms to continue'],
      ['missing firm name', { firmName: undefined }, 'Please fill in all required fields'],
      ['firm name of the wrong type', { firmName: 42 }, 'Please fill in all required fields'],
      ['script tag in the firm name', { firmName: '<script>alert(1)</script>' }, 'Please remove < and > characters'],
      [
        'script tag in the description',
        { description: 'Hi <script>alert(1)</script>' },
        'Please remove HTML tags from your text',
      ],
      ['oversize description', { description: 'x'.repeat(1001) }, 'Firm description cannot exceed 1000 characters'],
      ['no practice area', { practiceAreas: [] }, 'Please select at least one practice area'],
      ['unknown practice area', { practiceAreas: ['astrology'] }, ''],
      ['no language', { languages: [] }, 'Please select at least one language'],
      ['no consultation method', { consultationMethods: [] }, 'Please select at least one consultation method'],
      ['short password', { password: 'short' }, 'Password must be at least 8 characters long'],
      ['bad email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['unknown plan', { plan: 'platinum' }, 'Please select a plan to continue'],
      ['a client-chosen rating is not accepted as a field', { rating: 5, packageType: 'premium_plus' }, ''],
    ];
    for (const [name, overrides, message] of cases) {
      it(`refuses ${name}`, async () => {
        const input = registration(overrides);
        const res = await callFunction('registerFirm', input);
        if (name.startsWith('a client-chosen')) {
          // zod strips unknown keys: the firm is created, but on the server's own values.
          const firm = (await db.doc(`firms/${await firmIdOf(String(input.email))}`).get()).data()!;
          expect(firm).toMatchObject({ rating: 0, packageType: 'free' });
          return;
        }
        expect(res.error?.status).toBe('INVALID_ARGUMENT');
        if (message) expect(res.error?.message).toContain(message);
      });
    }
    it('refuses an empty body', async () => {
      expect((await callFunction('registerFirm', null)).error?.status).toBe('INVALID_ARGUMENT');
    });
  });

  it('works for a caller who is already signed in (the firm belongs to the address registered)', async () => {
    const token = await idTokenFor(`someone-${Date.now()}@example.co.za`);
    const input = registration();
    const res = await callFunction<Result>('registerFirm', input, token);
    expect(res.data).toEqual({ confirmationSent: true });
    expect(await firmIdOf(input.email)).toBeTruthy();
  });
});
