import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Province } from '../../src/domain/shared/provinces';
import { buildFirmDocuments, firmWrites, type FirmDocuments, type FirmSpec } from '../../tests/fixtures/firm-factory';
import { adminAuth, adminDb } from './admin';
import { appCheckHeader } from './app-check';

export const E2E_PASSWORD = 'e2e-password-2026';

/** Writes both documents of a firm built by the one firm factory (tests/fixtures/firm-factory.ts). */
export async function writeFirmDocuments(firmId: string, spec: FirmSpec): Promise<FirmDocuments> {
  const docs = buildFirmDocuments(spec);
  const batch = adminDb.batch();
  for (const { path, data } of firmWrites(firmId, docs)) batch.set(adminDb.doc(path), data);
  await batch.commit();
  return docs;
}

export interface TestFirm {
  firmId: string;
  uid: string;
  email: string;
  firmName: string;
}

/**
 * A firm owned by one journey (unique ids and email), with its login, claims and private
 * account, so journeys that change plans never touch shared demo data.
 */
export async function createTestFirm(
  plan: 'free' | 'premium' | 'premium_plus',
  label: string,
  profile: FirmSpec['firm'] = {},
): Promise<TestFirm> {
  const suffix = randomUUID().slice(0, 8);
  const firmId = `e2e-${label}-${suffix}`;
  const email = `${label}-${suffix}@e2e-firms.example.co.za`;
  const firmName = `E2E ${label} ${suffix} Attorneys`;
  const user = await adminAuth.createUser({ email, password: E2E_PASSWORD, emailVerified: true });
  await adminAuth.setCustomUserClaims(user.uid, { firmId, role: 'firm_admin' });
  await writeFirmDocuments(firmId, {
    plan,
    firm: { firmName, ...profile },
    // The suffix as a number: an LPC number counts only its digits, and eight hex letters can have none.
    account: { email, lpcNumber: `LPC${parseInt(suffix, 16)}`, contactPerson: 'Thandi Ndlovu', adminUserId: user.uid },
  });
  const now = Timestamp.now();
  await adminDb.doc(`users/${user.uid}`).set({ firmId, role: 'firm_admin', email, createdAt: now, lastLogin: null });
  return { firmId, uid: user.uid, email, firmName };
}

/**
 * The profile of a firm doing uncontested divorces in `city`, in `province`: with a town only one
 * journey uses, the journey's own client (who asks for a divorce there) is matched to its firms.
 */
export function divorceFirmIn(city: string, province: Province = 'Limpopo') {
  return { province, primaryServiceArea: province, primaryCity: city, cities: [city], practiceAreas: ['uncontested-divorce'] };
}

/** Signs in through the Auth emulator's REST API, as the web SDK does, for calling functions. */
async function idTokenOf(firm: TestFirm): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: firm.email, password: E2E_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in ${firm.email}`);
  return body.idToken;
}

/** Calls a callable as the signed-in firm, as the SPA's `call(name, data)` does; answers its result or throws its refusal. */
export async function callAsFirm<T>(firm: TestFirm, name: string, data: unknown): Promise<T> {
  const project = process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch';
  const port = process.env.EMU_FUNCTIONS_PORT ?? '5001';
  const response = await fetch(`http://127.0.0.1:${port}/${project}/africa-south1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenOf(firm)}`, ...appCheckHeader() },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${name} refused: ${body.error.message}`);
  return body.result as T;
}

/** Calls createCheckout exactly as the SPA's `call('createCheckout', { plan })` does. */
export async function createCheckoutFor(firm: TestFirm, plan: 'premium' | 'premium_plus') {
  const project = process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch';
  const port = process.env.EMU_FUNCTIONS_PORT ?? '5001';
  const response = await fetch(`http://127.0.0.1:${port}/${project}/africa-south1/createCheckout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenOf(firm)}`, ...appCheckHeader() },
    body: JSON.stringify({ data: { plan } }),
  });
  const body = (await response.json()) as {
    result?: { action: string; fields: [string, string][] };
    error?: { message: string };
  };
  if (!body.result) throw new Error(`createCheckout failed: ${body.error?.message}`);
  return body.result;
}

export async function firmPlan(firmId: string): Promise<string> {
  return (await adminDb.doc(`firms/${firmId}`).get()).get('packageType');
}
