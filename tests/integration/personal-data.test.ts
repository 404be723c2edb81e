import { personalDataExport, type ErasePersonalDataResult, type FindPersonalDataResult } from '@/domain/privacy/personal-data';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { eventually } from './eventually';
import { person, putFirm } from './matching-fixtures';

/**
 * The operator's data request tool against the real writers: the client's data is made by
 * requestMatch and sendContactMessage, found by findPersonalData, erased by erasePersonalData,
 * and then looked for in every collection with the Admin SDK.
 */
const email = `erase.me.${Date.now()}@example.co.za`;
const client = { ...person, email };
const COLLECTIONS = ['leads', 'openLeads', 'leadReleases', 'contacts', 'contactMessages', 'mail', 'auditLog'];

async function documentsMentioning(address: string): Promise<string[]> {
  const hits: string[] = [];
  for (const name of COLLECTIONS) {
    for (const doc of (await db.collection(name).get()).docs) {
      if (JSON.stringify(doc.data()).toLowerCase().includes(address.toLowerCase())) hits.push(doc.ref.path);
    }
  }
  return hits;
}

let operator: string;
let firmLogin: string;
beforeAll(async () => {
  await clearFirestore();
  await putFirm('erase-best', {
    primaryCity: 'Johannesburg',
    cities: ['Johannesburg'],
    practiceAreas: ['uncontested-divorce'],
    rating: 4.9,
  });
  operator = await idTokenFor(`ops-${Date.now()}@regmatch.test`, { admin: true });
  firmLogin = await idTokenFor(`firm-${Date.now()}@firm.test`, { firmId: 'erase-best' });
  expect((await callFunction('requestMatch', client)).error).toBeUndefined();
  const message = { name: 'Lerato Mokoena', email, topic: 'general', message: 'Please delete everything you hold about me.' };
  expect((await callFunction('sendContactMessage', message)).error).toBeUndefined();
});

describe('findPersonalData', () => {
  it('finds the lead, the contact record, the message and the mails, as one export file', async () => {
    const result = await callFunction<FindPersonalDataResult>('findPersonalData', { email: email.toUpperCase() }, operator);
    expect(result.error).toBeUndefined();
    const sources = new Set(result.data!.records.map((r) => r.source));
    expect(sources).toEqual(new Set(['leads', 'requestAccess', 'contacts', 'contactMessages', 'mail']));
    expect(result.data!.suppressed).toBe(false);
    const file = JSON.parse(personalDataExport(result.data!));
    expect(file.records.find((r: { source: string }) => r.source === 'leads').data.formData.description).toBe(person.description);
    // Dates travel as ISO strings, not as Firestore internals.
    expect(file.records.find((r: { source: string }) => r.source === 'leads').data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a firm, a stranger, and bad or oversized input', async () => {
    expect((await callFunction('findPersonalData', { email }, firmLogin)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callFunction('findPersonalData', { email })).error?.status).toBe('UNAUTHENTICATED');
    const bad = await callFunction('findPersonalData', { email: 'not-an-address' }, operator);
    expect(bad.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { field: 'email' } });
    expect((await callFunction('findPersonalData', { email: `${'a'.repeat(300)}@x.co.za` }, operator)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await callFunction('findPersonalData', { email: { $gt: '' } }, operator)).error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('erasePersonalData', () => {
  it('asks for the address twice', async () => {
    const result = await callFunction('erasePersonalData', { email, confirmEmail: 'someone.else@example.co.za' }, operator);
    expect(result.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { field: 'confirmEmail' } });
    expect(await documentsMentioning(email)).not.toEqual([]);
  });

  it('is for operators only', async () => {
    expect((await callFunction('erasePersonalData', { email, confirmEmail: email }, firmLogin)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('leaves nothing with the address in any collection, keeps an anonymous lead, and audits with the address masked', async () => {
    const result = await callFunction<ErasePersonalDataResult>('erasePersonalData', { email, confirmEmail: email }, operator);
    expect(result.error).toBeUndefined();
    expect(result.data!.erased).toMatchObject({ leads: 1, contacts: 1, contactMessages: 1 });
    expect(await documentsMentioning(email)).toEqual([]);

    const leads = await db.collection('leads').where('firmId', '==', 'erase-best').get();
    expect(leads.docs).toHaveLength(1);
    expect(leads.docs[0]!.get('formData.description')).toBeUndefined();
    expect(leads.docs[0]!.get('personalInfoRemoved.reason')).toBe('erasure');

    const audit = await db.collection('auditLog').where('field', '==', 'personal-data').get();
    expect(audit.docs.map((d) => d.get('targetEmail'))).toEqual([`e***@example.co.za`]);

    const again = await callFunction<FindPersonalDataResult>('findPersonalData', { email }, operator);
    expect(again.data).toMatchObject({ records: [], suppressed: true });
  });

  it('never emails an erased address again, while the firm still hears of a new request', async () => {
    expect((await callFunction('requestMatch', client)).error).toBeUndefined();
    const toClient = await db.collection('mail').where('to', '==', email).get();
    expect(toClient.empty).toBe(true);
    const toFirm = await db.collection('mail').where('template', '==', 'lead-notification').get();
    expect(toFirm.size).toBe(1);
  });

  it('refuses an address that signs in to a law firm, naming why', async () => {
    const firmEmail = `owner-${Date.now()}@firm.test`;
    await db.collection('users').doc(`u-${Date.now()}`).set({ firmId: 'erase-best', role: 'firm_admin', email: firmEmail });
    const result = await callFunction('erasePersonalData', { email: firmEmail, confirmEmail: firmEmail }, operator);
    expect(result.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'personal-data-of-firm' } });
  });
});

describe('WhatsApp and SMS in a data request', { timeout: 120_000 }, () => {
  const phoneEmail = `phone.${Date.now()}@example.co.za`;
  const PHONE = '+27825550101';
  const phoneCollections = ['messagingChoices', 'notifications', 'messagingOptOutLinks', 'messagingNumbers'];
  const mentioningPhone = async () => {
    const hits: string[] = [];
    for (const name of phoneCollections)
      for (const doc of (await db.collection(name).get()).docs)
        if (JSON.stringify(doc.data()).includes(PHONE)) hits.push(doc.ref.path);
    return hits;
  };

  it('finds the choice, the messages, the opt-out link and the number, and erases them', async () => {
    const request = { ...person, email: phoneEmail, messaging: { phone: '082 555 0101', channel: 'whatsapp', consent: true } };
    expect((await callFunction('requestMatch', request)).error).toBeUndefined();
    // The phone copy of the confirmation is queued by the mail trigger; its last value is the opt-out link.
    const [message] = await eventually(
      async () => (await db.collection('notifications').where('to', '==', PHONE).get()).docs,
      (docs) => docs.length === 1,
    );
    const sourcesFound = async () => {
      const found = await callFunction<FindPersonalDataResult>('findPersonalData', { email: phoneEmail }, operator);
      return new Set(found.data!.records.map((r) => r.source));
    };
    for (const source of ['messagingChoices', 'notifications', 'phoneOffLinks']) expect(await sourcesFound()).toContain(source);

    // The link turns the number off (a messagingNumbers record) and removes the request's choice.
    const link = String((message!.get('values') as string[]).at(-1));
    const token = new URL(link).searchParams.get('token');
    expect((await callFunction('turnOffPhoneMessages', { token })).data).toEqual({ state: 'turned-off' });
    for (const source of ['notifications', 'phoneOffLinks', 'messagingNumbers']) expect(await sourcesFound()).toContain(source);

    const result = await callFunction<ErasePersonalDataResult>(
      'erasePersonalData',
      { email: phoneEmail, confirmEmail: phoneEmail },
      operator,
    );
    expect(result.data!.erased).toMatchObject({ notifications: 1, phoneOffLinks: 1, messagingNumbers: 1 });
    expect(await mentioningPhone()).toEqual([]);
    // The number stays off (like the erased address), with nothing else kept about it.
    const numbers = (await db.collection('messagingNumbers').get()).docs.map((d) => Object.keys(d.data()).sort());
    expect(numbers).toEqual([['erasedAt', 'optedOutAt']]);
    const again = await callFunction<FindPersonalDataResult>('findPersonalData', { email: phoneEmail }, operator);
    expect(again.data).toMatchObject({ records: [], suppressed: true });
  });
});
