/**
 * App Check on every callable, in the Functions emulator: a call without a token from our app is
 * refused before anything runs, whoever the caller is, and writes nothing. The emulator decodes
 * tokens without verifying their signature (docs/security.md, App Check), so "a token from our
 * app" here is the web app's own local token (src/lib/app-check-local-token.ts), which
 * callFunction sends unless told otherwise.
 */
import { PRACTICE_AREA_CONTRIBUTIONS, PRACTICE_AREA_COUNTS_DOC } from '@/domain/firms/practice-area-counts';
import { APP_CHECK_MISSING, APP_NOT_VERIFIED, type WireError } from '../fixtures/callable-error-shapes';
import { leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor, type CallResult } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';

const asWire = (res: CallResult): WireError => ({ httpStatus: res.status, body: { error: res.error! } });
const divorceFirm = { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Well-formed, unsigned, but naming no app. */
const TOKEN_WITHOUT_APP = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ exp: 9_999_999_999 })}.`;

/**
 * Statistics the Firestore triggers keep from the fixtures' own writes, on their own schedule;
 * no callable writes them.
 */
const TRIGGER_OWNED = new Set(['firmStats', 'provinceStats', PRACTICE_AREA_COUNTS_DOC.collection, PRACTICE_AREA_CONTRIBUTIONS]);

/** Every document in the database, by path (trigger statistics aside): what a refused call must leave as it was. */
async function everything(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const walk = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      if (TRIGGER_OWNED.has(collection.id)) continue;
      for (const doc of (await collection.get()).docs) {
        out[doc.ref.path] = doc.data();
        await walk(await doc.ref.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  return out;
}

let firmToken: string;
let operatorToken: string;
beforeAll(async () => {
  await clearFirestore();
  await putFirm('ac-match', { ...divorceFirm, packageType: 'premium' });
  await putFirm('ac-firm', { ...divorceFirm, packageType: 'premium' });
  await db.doc('leads/ac-lead').set(leadDocument({ firmId: 'ac-firm' }));
  firmToken = await idTokenFor('ac-firm@firm.test', { firmId: 'ac-firm' });
  operatorToken = await idTokenFor('ac-operator@regmatch.test', { admin: true });
});

describe('a call without an App Check token is refused before it runs', () => {
  it('public: requestMatch matches nobody, writes no lead, contact, mail or rate-limit count', async () => {
    const before = await everything();
    const res = await callFunction('requestMatch', person, undefined, null);
    expect(asWire(res)).toEqual(APP_CHECK_MISSING);
    expect(await everything()).toEqual(before);
  });

  it('signed in: updateLeadStatus from the lead’s own paid firm leaves the lead as it was', async () => {
    const before = await everything();
    const res = await callFunction('updateLeadStatus', { leadId: 'ac-lead', status: 'contacted' }, firmToken, null);
    expect(asWire(res)).toEqual(APP_CHECK_MISSING);
    expect(await everything()).toEqual(before);
  });

  it('operator: adminUpdateFirm leaves the firm and the audit log as they were', async () => {
    const before = await everything();
    const res = await callFunction(
      'adminUpdateFirm',
      { firmId: 'ac-firm', change: { field: 'plan', value: 'free' } },
      operatorToken,
      null,
    );
    expect(asWire(res)).toEqual(APP_CHECK_MISSING);
    expect(await everything()).toEqual(before);
  });
});

describe('a token that names no app is refused with a reason and a way out', () => {
  it.each([
    ['not a JWT at all', 'not-a-token'],
    ['a JWT without an app id', TOKEN_WITHOUT_APP],
  ])('%s: requestMatch refuses it (app-not-verified) and writes nothing', async (_label, token) => {
    const before = await everything();
    const res = await callFunction('requestMatch', person, undefined, token);
    expect(asWire(res)).toEqual(APP_NOT_VERIFIED);
    expect(await everything()).toEqual(before);
  });
});

describe('with the app’s token the same calls go through', () => {
  it('the firm’s status change is stored', async () => {
    const res = await callFunction('updateLeadStatus', { leadId: 'ac-lead', status: 'contacted' }, firmToken);
    expect(res.error).toBeUndefined();
    expect((await db.doc('leads/ac-lead').get()).get('status')).toBe('contacted');
  });

  it('the operator’s plan change is stored', async () => {
    const res = await callFunction(
      'adminUpdateFirm',
      { firmId: 'ac-firm', change: { field: 'plan', value: 'free' } },
      operatorToken,
    );
    expect(res.error).toBeUndefined();
    expect((await db.doc('firms/ac-firm').get()).get('packageType')).toBe('free');
  });

  it('the client’s request creates a lead for a matching firm', async () => {
    const res = await callFunction<{ leadId: string }>('requestMatch', person);
    expect(res.error).toBeUndefined();
    expect(['ac-match', 'ac-firm']).toContain((await db.doc(`leads/${res.data!.leadId}`).get()).get('firmId'));
  });
});
