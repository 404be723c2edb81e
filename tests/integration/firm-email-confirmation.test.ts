import { Timestamp } from 'firebase-admin/firestore';
import { FIRM_ACCOUNT_MESSAGES } from '@/domain/firms/account';
import { rateLimitMessage, REGISTRATION_LIMIT } from '@/domain/shared/request-guards';
import { renderMail } from '../../functions/src/mail/templates';
import { accountRequestsSettled, auth, callFunction, db } from './emulator-clients';
import { confirmationToken, firmIdOf, idTokenForCustomToken, mailTo, registerAndConfirm, registration } from './firm-fixtures';

/** The raw answer as the browser receives it: status and body, nothing else. */
async function wire(name: string, data: unknown) {
  const res = await callFunction(name, data);
  return { status: res.status, data: res.data, error: res.error };
}

describe('registerFirm tells no stranger whether an address has an account', () => {
  // Public mail domains: an address at a firm's own domain is refused for the domain (as every
  // address at that domain is), before anything about the address itself is looked at.
  const gmail = () => `owner-${Math.random().toString(36).slice(2, 10)}@gmail.com`;

  it('a new address and an address with an account get the same answer', async () => {
    const taken = registration({ email: gmail() });
    await registerAndConfirm(taken);
    const fresh = await wire('registerFirm', registration({ email: gmail() }));
    const again = await wire('registerFirm', registration({ email: taken.email }));
    expect(fresh).toEqual({ status: 200, data: { confirmationSent: true }, error: undefined });
    expect(again).toEqual(fresh);
  });

  it('the taken address gets a warning with sign-in and reset links, and no second account or firm exists', async () => {
    const owner = registration({ email: gmail() });
    const { firmId } = await registerAndConfirm(owner);
    const intruder = registration({ email: owner.email, password: 'someone-else-99' });
    expect((await callFunction('registerFirm', intruder)).data).toEqual({ confirmationSent: true });

    const users = await db.collection('users').where('email', '==', owner.email).get();
    expect(users.docs.map((d) => d.get('firmId'))).toEqual([firmId]);
    expect((await db.collection('firms').where('firmName', '==', intruder.firmName).get()).empty).toBe(true);
    // The owner's password still works and is not the intruder's.
    const signIn = async (password: string) =>
      (
        await fetch(
          `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: owner.email, password, returnSecureToken: true }),
          },
        )
      ).ok;
    expect(await signIn(owner.password)).toBe(true);
    expect(await signIn('someone-else-99')).toBe(false);

    // One confirmation (the owner's own registration), one warning for the attempt.
    expect(await mailTo(owner.email, 'firm-email-confirmation')).toHaveLength(1);
    const [warning] = await mailTo(owner.email, 'registration-attempt');
    const rendered = renderMail('registration-attempt', warning!.get('data'));
    expect(rendered.subject).toContain('registration attempt');
    expect(rendered.text).toContain('No new account was created.');
    expect(rendered.text).toMatch(/Sign in: http:\/\/\S+\/firm-login/);
    expect(rendered.text).toMatch(/Choose a new password: http:\/\/\S+\/reset-password-confirm\?oobCode=\S+/);
  });
});

describe('confirmFirmEmail', () => {
  it('confirms once: the link signs the firm in with its claim, a second use is refused', async () => {
    const input = registration();
    await callFunction('registerFirm', input);
    const token = await confirmationToken(input.email);
    const mail = (await mailTo(input.email, 'firm-email-confirmation'))[0]!;
    expect(renderMail('firm-email-confirmation', mail.get('data')).text).toContain(`Confirm my email: `);
    // Only the token's hash is stored.
    const stored = await db.collection('firmEmailConfirmations').get();
    expect(stored.docs.map((d) => d.id)).not.toContain(token);
    expect(JSON.stringify(stored.docs.map((d) => d.data()))).not.toContain(token);

    const first = await callFunction<{ customToken: string; pendingPlan: null }>('confirmFirmEmail', { token });
    expect(first.error).toBeUndefined();
    expect(first.data!.pendingPlan).toBeNull();
    const idToken = await idTokenForCustomToken(first.data!.customToken);
    const decoded = await auth.verifyIdToken(idToken);
    expect(decoded.firmId).toBe(await firmIdOf(input.email));
    expect((await auth.getUserByEmail(input.email)).emailVerified).toBe(true);
    expect(await mailTo(input.email, 'welcome')).toHaveLength(1);

    const second = await callFunction('confirmFirmEmail', { token });
    expect(second.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: FIRM_ACCOUNT_MESSAGES.linkUsed,
      details: { reason: 'confirm-link-used', field: 'token' },
    });
    expect(await mailTo(input.email, 'welcome')).toHaveLength(1);
  });

  it('refuses an expired link and an unknown one with what to do next', async () => {
    const input = registration();
    await callFunction('registerFirm', input);
    const token = await confirmationToken(input.email);
    const [record] = (await db.collection('firmEmailConfirmations').get()).docs.filter((d) => d.get('email') === input.email);
    await record!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await callFunction('confirmFirmEmail', { token })).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: FIRM_ACCOUNT_MESSAGES.linkExpired,
      details: { reason: 'confirm-link-expired' },
    });
    expect((await auth.getUserByEmail(input.email)).customClaims ?? {}).toEqual({});
    expect((await callFunction('confirmFirmEmail', { token: 'A'.repeat(43) })).error).toMatchObject({
      status: 'NOT_FOUND',
      message: FIRM_ACCOUNT_MESSAGES.linkUnknown,
      details: { reason: 'confirm-link-unknown' },
    });
  });

  it.each([
    ['no token', {}],
    ['a short token', { token: 'abc' }],
    ['an oversized token', { token: 'x'.repeat(100_000) }],
    ['a path as the token', { token: '../../firms/x/private/account/aaaaaaaaaaaa' }],
    ['a token of the wrong type', { token: 42 }],
  ])('refuses %s as invalid input, never internal', async (_name, data) => {
    const res = await callFunction('confirmFirmEmail', data);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input' } });
  });
});

describe('resendFirmConfirmation', () => {
  it('sends a fresh link only for an unconfirmed registration; the answer is always the same', async () => {
    const waiting = registration();
    await callFunction('registerFirm', waiting);
    const confirmed = registration();
    await registerAndConfirm(confirmed);
    const answers = await Promise.all(
      [waiting.email, confirmed.email, `nobody-${Date.now()}@example.co.za`].map((email) =>
        wire('resendFirmConfirmation', { email }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, data: { sent: true }, error: undefined });
    for (const email of [waiting.email, confirmed.email]) await accountRequestsSettled(email);
    expect(await mailTo(waiting.email, 'firm-email-confirmation')).toHaveLength(2);
    expect(await mailTo(confirmed.email, 'firm-email-confirmation')).toHaveLength(1);

    // The new link works; the older one stops working with it.
    const first = new URL((await mailTo(waiting.email, 'firm-email-confirmation'))[0]!.get('data.confirmUrl')).searchParams.get(
      'token',
    );
    expect((await callFunction('confirmFirmEmail', { token: await confirmationToken(waiting.email) })).error).toBeUndefined();
    expect((await callFunction('confirmFirmEmail', { token: first })).error?.details).toMatchObject({
      reason: 'confirm-link-unknown',
    });
  });

  it('refuses a malformed or oversized address', async () => {
    for (const email of ['not-an-email', `${'a'.repeat(300)}@example.co.za`, 42]) {
      expect((await callFunction('resendFirmConfirmation', { email })).error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    }
  });
});

describe('rate limits', () => {
  it(`registerFirm for one address: ${REGISTRATION_LIMIT.max} an hour, then the clear message, and nothing more is created or sent`, async () => {
    // A public mail domain, so later attempts reach the account check rather than the domain claim.
    const email = `limited-${Date.now()}@gmail.com`;
    const results = [];
    for (let i = 0; i <= REGISTRATION_LIMIT.max; i++)
      results.push(await callFunction<{ confirmationSent: true }>('registerFirm', registration({ email })));
    expect(results.slice(0, REGISTRATION_LIMIT.max).every((r) => r.data?.confirmationSent === true)).toBe(true);
    expect(results.at(-1)!.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: expect.stringMatching(/^Too many requests for this email address\. Please try again in \d+ minutes?\.$/),
      details: { reason: 'rate-limited' },
    });
    expect(results.at(-1)!.error!.message).toBe(
      rateLimitMessage(Number(/in (\d+) minute/.exec(results.at(-1)!.error!.message)![1]), 'email'),
    );
    expect((await db.collection('users').where('email', '==', email).get()).size).toBe(1);
    // One confirmation and one warning per later attempt, none for the refused one.
    expect(await mailTo(email, 'firm-email-confirmation')).toHaveLength(1);
    expect(await mailTo(email, 'registration-attempt')).toHaveLength(REGISTRATION_LIMIT.max - 1);
  });

  it(`resendFirmConfirmation for one address: ${REGISTRATION_LIMIT.max} an hour, then the clear message`, async () => {
    const email = `resend-${Date.now()}@example.co.za`;
    const results = [];
    for (let i = 0; i <= REGISTRATION_LIMIT.max; i++)
      results.push(await callFunction<{ sent: true }>('resendFirmConfirmation', { email }));
    expect(results.slice(0, -1).every((r) => r.data?.sent === true)).toBe(true);
    expect(results.at(-1)!.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'rate-limited' } });
    expect(results.at(-1)!.error!.message).toMatch(
      /^Too many requests for this email address\. Please try again in \d+ minutes?\.$/,
    );
  });
});
