import { Timestamp } from 'firebase-admin/firestore';
import { FIRM_EMAIL_CONFIRMATION_TTL_DAYS } from '@/domain/firms/account';
import { REGISTRATION_MESSAGES, registrationClaims } from '@/domain/firms/registration';
import { DAY_MS, RETENTION } from '@/domain/privacy/retention';
import { runRetention } from '../../functions/src/retention/retention-job';
import { accountRequestsSettled, auth, callFunction, db } from './emulator-clients';
import { everyDocument, firmIdOf, mailTo, registerAndConfirm, registration } from './firm-fixtures';

/**
 * Registrations whose address is never confirmed, closed by the nightly retention job. Firms are
 * registered (and one confirmed) through the real callables; then each registration is moved back
 * in time as a whole (its account's createdAt and its links' dates, by the same amount), and the
 * job runs at the retention suite's moved clock, in 2002, so that no other suite's registration
 * (all dated today) is old enough to be touched.
 */
const now = Date.UTC(2002, 5, 15, 12);
const period = RETENTION.unconfirmedRegistrationDays * DAY_MS;

/** Moves a registration so it was made at `registeredAt`: the account and every link it was sent. */
async function registeredAt(firmId: string, at: number) {
  const account = db.doc(`firms/${firmId}/private/account`);
  const shift = at - ((await account.get()).get('createdAt') as Timestamp).toMillis();
  const moved = (t: Timestamp) => Timestamp.fromMillis(t.toMillis() + shift);
  await account.update({ createdAt: Timestamp.fromMillis(at) });
  for (const link of (await db.collection('firmEmailConfirmations').where('firmId', '==', firmId).get()).docs) {
    await link.ref.update({ createdAt: moved(link.get('createdAt')), expiresAt: moved(link.get('expiresAt')) });
  }
}

/** registerFirm as a new firm calls it, without following the emailed link: answers the firm's id. */
async function registerOnly(input: ReturnType<typeof registration>) {
  const res = await callFunction('registerFirm', input);
  expect(res.error).toBeUndefined();
  return firmIdOf(input.email);
}

const stale = registration();
const young = registration();
const live = registration();
const confirmed = registration();
const ids = { stale: '', young: '', live: '', confirmed: '' };

beforeAll(async () => {
  // The job runs here in the test's process, standing in for the emulated scheduled function:
  // like it, it finds no Storage emulator (ENVIRONMENT.md) and skips the logo, rather than asking
  // Google's metadata server for a bucket.
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  ids.stale = await registerOnly(stale);
  ids.young = await registerOnly(young);
  ids.live = await registerOnly(live);
  ids.confirmed = (await registerAndConfirm(confirmed)).firmId;
  await registeredAt(ids.stale, now - period - DAY_MS);
  await registeredAt(ids.young, now - period + DAY_MS);
  await registeredAt(ids.confirmed, now - period - DAY_MS);
  // Old enough, but a link sent for it still works (a registration from before resent links
  // were capped): whoever holds the link can still confirm, so the job leaves it for a later run.
  await registeredAt(ids.live, now - period - DAY_MS);
  const links = await db.collection('firmEmailConfirmations').where('firmId', '==', ids.live).get();
  for (const link of links.docs)
    await link.ref.update({ expiresAt: Timestamp.fromMillis(now + FIRM_EMAIL_CONFIRMATION_TTL_DAYS * DAY_MS) });
});

afterAll(() => {
  vi.unstubAllEnvs();
});

it('registers the accounts awaiting confirmation with emailConfirmedAt null, and records the time on confirmation', async () => {
  expect((await db.doc(`firms/${ids.young}/private/account`).get()).get('emailConfirmedAt')).toBeNull();
  expect((await db.doc(`firms/${ids.confirmed}/private/account`).get()).get('emailConfirmedAt')).toBeInstanceOf(Timestamp);
});

it('while the stale registration lives, its name cannot be registered by anyone else', async () => {
  const res = await callFunction('registerFirm', registration({ firmName: stale.firmName }));
  expect(res.error).toMatchObject({ status: 'ALREADY_EXISTS', message: REGISTRATION_MESSAGES.nameTaken });
});

it('closes exactly the registration never confirmed and older than the period, everywhere, without emailing it', async () => {
  const report = await runRetention(now);
  expect(report.unconfirmedRegistrationsClosed).toBe(1);

  const domain = stale.email.split('@')[1]!;
  const left = (await everyDocument()).filter(
    ([path, json]) => path.includes(ids.stale) || json.includes(ids.stale) || json.includes(stale.email) || json.includes(domain),
  );
  // Only the audit entry, naming the schedule and why, with the address masked.
  expect(left.map(([path]) => path.split('/')[0])).toEqual(['auditLog']);
  const audit = JSON.parse(left[0]![1]) as Record<string, unknown>;
  expect(audit).toMatchObject({
    by: { uid: 'system:retention', email: null },
    firmId: ids.stale,
    field: 'account',
    reason: `Email address not confirmed within ${RETENTION.unconfirmedRegistrationDays} days of registration`,
  });
  expect(JSON.stringify(audit)).not.toContain(stale.email);
  // The address never proved to be the registrant's: no closure email, and the link's email is gone.
  expect(await mailTo(stale.email, 'firm-account-closed')).toEqual([]);
  expect(await mailTo(stale.email, 'firm-email-confirmation')).toEqual([]);
  await expect(auth.getUserByEmail(stale.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  const { nameKey, domainKey } = registrationClaims(stale);
  expect((await db.doc(`firmNames/${nameKey}`).get()).exists).toBe(false);
  expect((await db.doc(`firmDomains/${domainKey}`).get()).exists).toBe(false);
});

it('leaves a confirmed firm, a younger registration and one with a working link untouched', async () => {
  for (const [firmId, input] of [
    [ids.confirmed, confirmed],
    [ids.young, young],
    [ids.live, live],
  ] as const) {
    expect((await db.doc(`firms/${firmId}`).get()).exists).toBe(true);
    expect((await db.doc(`firms/${firmId}/private/account`).get()).exists).toBe(true);
    expect((await db.doc(`firmNames/${registrationClaims(input).nameKey}`).get()).get('firmId')).toBe(firmId);
    await expect(auth.getUserByEmail(input.email)).resolves.toMatchObject({ email: input.email });
  }
  expect((await auth.getUserByEmail(confirmed.email)).emailVerified).toBe(true);
  // Once the younger one is past the period too, it goes the same way.
  const later = await runRetention(now + 2 * DAY_MS);
  expect(later.unconfirmedRegistrationsClosed).toBe(1);
  expect((await db.doc(`firms/${ids.young}`).get()).exists).toBe(false);
  expect((await db.doc(`firms/${ids.confirmed}`).get()).exists).toBe(true);
  expect((await db.doc(`firms/${ids.live}`).get()).exists).toBe(true);
});

it('frees the name and the domain: the real owner registers them and confirms', async () => {
  const domain = stale.email.split('@')[1]!;
  const owner = registration({ firmName: stale.firmName, email: `director@${domain}` });
  const { firmId } = await registerAndConfirm(owner);
  expect((await db.doc(`firms/${firmId}`).get()).get('firmName')).toBe(stale.firmName);
  expect((await db.doc(`firmDomains/${domain}`).get()).get('firmId')).toBe(firmId);
});

describe('resending the link to a registration never confirmed', () => {
  /** Today's registration moved back by `age`, then a resent link asked for: the links it now has. */
  async function resendAt(age: number) {
    const input = registration();
    const firmId = await registerOnly(input);
    const registered = Date.now() - age;
    await registeredAt(firmId, registered);
    expect((await callFunction('resendFirmConfirmation', { email: input.email })).error).toBeUndefined();
    await accountRequestsSettled(input.email);
    const links = await db.collection('firmEmailConfirmations').where('firmId', '==', firmId).get();
    return { registered, expiries: links.docs.map((d) => (d.get('expiresAt') as Timestamp).toMillis()) };
  }

  it('gets a link that ends when the registration would be closed, never later', async () => {
    const { registered, expiries } = await resendAt(period - 2 * DAY_MS);
    expect(expiries).toHaveLength(2);
    const newest = Math.max(...expiries);
    expect(newest).toBe(registered + period);
    expect(newest).toBeLessThan(Date.now() + FIRM_EMAIL_CONFIRMATION_TTL_DAYS * DAY_MS);
  });

  it('gets no new link once the period is over', async () => {
    const { expiries } = await resendAt(period + DAY_MS);
    expect(expiries).toHaveLength(1);
  });
});
