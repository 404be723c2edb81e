import { createHash, randomUUID } from 'node:crypto';
import { type FirmAccountInput, type FirmDocumentInput } from '@/domain/firms/model';
import { type PlanId } from '@/domain/payments/plan-ids';
import { buildFirmDocuments, firmWrites, matchIndexFor, type FirmDocuments, type FirmSpec } from '../fixtures/firm-factory';
import { callFunction, db, PROJECT_ID } from './emulator-clients';

/** Writes both documents of a firm built by the one firm factory; returns what was written. */
export async function writeFirm(firmId: string, spec: FirmSpec = {}): Promise<FirmDocuments> {
  // Each test firm its own LPC number: Premium's free month is given once per LPC number
  // (trialClaims), so a shared one would let one test's free month decide another's price.
  const docs = buildFirmDocuments({
    ...spec,
    account: { lpcNumber: `LPC-${createHash('sha1').update(firmId).digest('hex').slice(0, 12)}`, ...spec.account },
  });
  const batch = db.batch();
  for (const { path, data } of firmWrites(firmId, docs)) batch.set(db.doc(path), data);
  await batch.commit();
  return docs;
}

/**
 * The shorthand most tests use: public fields (packageType included) and account fields as flat
 * overrides, sorted into a FirmSpec for the factory.
 */
export function firmSpec(
  overrides: Partial<FirmDocumentInput> = {},
  account: Partial<FirmAccountInput> = {},
  subscriptionToken?: string,
): FirmSpec {
  const { packageType, ...firm } = overrides;
  const plan: PlanId = packageType ?? 'free';
  return { plan, firm, account, subscriptionToken };
}

/** A complete, valid registration; tests override what they probe. */
export function registration(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  const day = { open: '08:00', close: '17:00', isUnavailable: false };
  return {
    legalTermsAccepted: true,
    firmName: `Mokoena ${id} Attorneys`,
    lpcNumber: 'LPC12345678',
    fidelityFund: { required: false, certificateNumber: '', year: null },
    contactPerson: 'Lerato Mokoena',
    phone: '+27 11 555 0101',
    address: '12 Fox Street, Johannesburg',
    logoUrl: null,
    practiceAreas: ['family', 'divorce-separation'],
    businessServices: { collections: false, generalBusiness: true },
    languages: ['en', 'zu'],
    consultationMethods: ['in-person', 'virtual'],
    consultationFees: 750,
    urgencyLevels: ['standard'],
    isCorrespondent: true,
    correspondentCourts: ['Magistrates'],
    province: 'Gauteng',
    primaryCity: 'Johannesburg',
    cities: ['Sandton'],
    courtsCovered: ['High Court'],
    teamSize: '1-5',
    businessHours: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: { ...day, isUnavailable: true },
      sunday: { ...day, isUnavailable: true },
    },
    description: 'A Johannesburg family law practice.',
    email: `owner-${id}@mokoena-${id}.co.za`,
    password: 'correct-horse-9',
    plan: 'free',
    ...overrides,
  };
}

/**
 * Matching finds firms only through their match index: after any write it must equal what the
 * firm's current profile derives, or the firm is matched for where it used to be. Returns the
 * index; the firm document itself never carries match keys (browsers read it).
 */
export async function expectMatchFieldsCurrent(firmId: string) {
  const firm = (await db.doc(`firms/${firmId}`).get()).data()!;
  const index = (await db.doc(`firmMatchIndex/${firmId}`).get()).data();
  expect(firm).not.toHaveProperty('matchKeys');
  expect(firm).not.toHaveProperty('leadsFullMonth');
  // Every field the profile derives; the quota flag is the lead transaction's and plan changes'.
  const { leadsFullMonth: _quota, ...derived } = index ?? {};
  expect(derived).toEqual(matchIndexFor(firm));
  return index!;
}

/** The mail documents queued to an address with one template, oldest first. */
export async function mailTo(email: string, template: string) {
  const snap = await db.collection('mail').where('to', '==', email.trim().toLowerCase()).get();
  return snap.docs
    .filter((d) => d.get('template') === template)
    .sort((a, b) => a.createTime.toMillis() - b.createTime.toMillis());
}

/** The token in the newest "confirm your email" link sent to an address (as the email carries it). */
export async function confirmationToken(email: string): Promise<string> {
  const mails = await mailTo(email, 'firm-email-confirmation');
  const url = mails.at(-1)?.get('data.confirmUrl') as string | undefined;
  if (!url) throw new Error(`No confirmation email to ${email}`);
  return new URL(url).searchParams.get('token')!;
}

/** The firm a registration created, found the way an operator would: by its login address. */
export async function firmIdOf(email: string): Promise<string> {
  const users = await db.collection('users').where('email', '==', email.trim().toLowerCase()).get();
  const firmId = users.docs[0]?.get('firmId') as string | undefined;
  if (!firmId) throw new Error(`No firm registered for ${email}`);
  return firmId;
}

/** An ID token for a custom token, exchanged the way the web SDK's signInWithCustomToken does. */
export async function idTokenForCustomToken(customToken: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Custom token refused: ${body.error?.message}`);
  return body.idToken;
}

/**
 * registerFirm, then the emailed link, as a new firm does: answers the firm's id, its ID token
 * (signed in by the link) and the paid plan waiting for payment.
 */
export async function registerAndConfirm(input: Record<string, unknown> = registration()) {
  const registered = await callFunction('registerFirm', input);
  if (registered.error) throw new Error(`registerFirm refused: ${registered.error.message}`);
  const email = String(input.email);
  const confirmed = await callFunction<{ customToken: string; pendingPlan: string | null }>('confirmFirmEmail', {
    token: await confirmationToken(email),
  });
  if (confirmed.error) throw new Error(`confirmFirmEmail refused: ${confirmed.error.message}`);
  return {
    firmId: await firmIdOf(email),
    idToken: await idTokenForCustomToken(confirmed.data!.customToken),
    pendingPlan: confirmed.data!.pendingPlan,
  };
}

/**
 * Every document under every collection, subcollections included, as [path, JSON]: what remains.
 * One query for every document's name (a kindless all-descendants query, the one the Admin SDK's
 * recursiveDelete makes), then their data in batches: walking collection by collection took a
 * round trip per document and then one per document's subcollections, about 90 s once the
 * emulator held the rest of the suite's data.
 */
export async function everyDocument(): Promise<[string, string][]> {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: { from: [{ allDescendants: true }], select: { fields: [{ fieldPath: '__name__' }] } },
    }),
  });
  if (!response.ok) throw new Error(`listing every document failed: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { name: string } }[];
  const refs = rows.flatMap((row) => (row.document ? [db.doc(row.document.name.slice(root.length + 1))] : []));
  const out: [string, string][] = [];
  for (let i = 0; i < refs.length; i += 500) {
    for (const snapshot of await db.getAll(...refs.slice(i, i + 500)))
      if (snapshot.exists) out.push([snapshot.ref.path, JSON.stringify(snapshot.data())]);
  }
  return out;
}
