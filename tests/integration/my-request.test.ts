import { MY_REQUEST_MESSAGES, type MyRequestView } from '@/domain/leads/my-request';
import { type FindPersonalDataResult } from '@/domain/privacy/personal-data';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';

/**
 * The client's own request page, driven by the link the real requestMatch put in the real
 * confirmation email: view, withdraw (the firm can no longer act, shared copies go), erase.
 */
const email = `my.request.${Date.now()}@example.co.za`;
let token = '';
let leadId = '';
let firmLogin = '';

async function tokenFromConfirmation(address: string): Promise<string> {
  const mail = await db.collection('mail').where('to', '==', address).where('template', '==', 'client-confirmation').get();
  const url = new URL(mail.docs[0]!.get('requestUrl'));
  expect(url.pathname).toBe('/my-request');
  return url.searchParams.get('token')!;
}

beforeAll(async () => {
  await clearFirestore();
  await putFirm('mine-best', {
    primaryCity: 'Johannesburg',
    cities: ['Johannesburg'],
    practiceAreas: ['uncontested-divorce'],
    rating: 4.9,
  });
  await putFirm('mine-other', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['family'], rating: 4.1 });
  firmLogin = await idTokenFor(`mine-${Date.now()}@firm.test`, { firmId: 'mine-best' });
  const res = await callFunction<{ leadId: string }>('requestMatch', {
    ...person,
    email,
    consent: { shareWithOtherFirms: true, reroute: false },
  });
  expect(res.error).toBeUndefined();
  leadId = res.data!.leadId;
  token = await tokenFromConfirmation(email);
});

it('shows the request: the need in words, the place, the firm and its progress', async () => {
  const res = await callFunction<MyRequestView>('getMyRequest', { token });
  expect(res.error).toBeUndefined();
  expect(res.data).toMatchObject({
    state: 'active',
    need: 'Uncontested Divorce',
    area: 'Johannesburg, Gauteng',
    firmName: 'Firm mine-best',
    progress: 'Waiting for the firm to contact you',
  });
});

it('refuses a malformed, oversized or unknown link with a message the person can act on', async () => {
  expect((await callFunction('getMyRequest', { token: 'short' })).error).toMatchObject({
    status: 'INVALID_ARGUMENT',
    details: { field: 'token' },
  });
  expect((await callFunction('getMyRequest', { token: 'x'.repeat(5000) })).error?.status).toBe('INVALID_ARGUMENT');
  expect((await callFunction('withdrawMyRequest', { token: { $ne: '' } })).error?.status).toBe('INVALID_ARGUMENT');
  const unknown = await callFunction('getMyRequest', { token: 'A'.repeat(43) });
  expect(unknown.error).toMatchObject({ status: 'NOT_FOUND', message: MY_REQUEST_MESSAGES.unknownLink });
});

it('withdraws: the firm sees it withdrawn and cannot act on it, and the shared copy is gone', async () => {
  expect((await db.collection('openLeads').where('originalLeadId', '==', leadId).get()).size).toBe(1);
  const res = await callFunction('withdrawMyRequest', { token });
  expect(res.data).toEqual({ state: 'withdrawn' });
  const lead = await db.doc(`leads/${leadId}`).get();
  expect(lead.get('withdrawnAt')).toBeDefined();
  expect(lead.get('responseDueAt')).toBeUndefined();
  expect((await db.collection('openLeads').where('originalLeadId', '==', leadId).get()).size).toBe(0);
  const update = await callFunction('updateLeadStatus', { leadId, status: 'contacted' }, firmLogin);
  expect(update.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'lead-withdrawn' } });
  // Asking twice is harmless, and the page says so.
  expect((await callFunction('withdrawMyRequest', { token })).data).toEqual({ state: 'withdrawn' });
  expect((await callFunction<MyRequestView>('getMyRequest', { token })).data).toMatchObject({
    state: 'withdrawn',
    progress: 'You withdrew this request',
  });
});

it('erases everything held about the address, after which the link shows nothing', async () => {
  expect((await callFunction('eraseMyData', { token })).data).toEqual({ state: 'erased' });
  for (const name of ['leads', 'openLeads', 'contacts', 'mail', 'requestAccess']) {
    for (const doc of (await db.collection(name).get()).docs) expect(JSON.stringify(doc.data())).not.toContain(email);
  }
  expect((await db.doc(`leads/${leadId}`).get()).get('personalInfoRemoved.reason')).toBe('erasure');
  // The link now says what happened (not "open it again from the latest email"), and keeps
  // nothing about the person: only the time of erasure.
  const after = await callFunction('getMyRequest', { token });
  expect(after.error).toMatchObject({
    status: 'NOT_FOUND',
    message: MY_REQUEST_MESSAGES.erasedLink,
    details: { reason: 'request-erased' },
  });
  expect((await callFunction('withdrawMyRequest', { token })).error).toMatchObject({ details: { reason: 'request-erased' } });
  const links = await db.collection('requestAccess').get();
  for (const doc of links.docs) expect(doc.get('leadId')).not.toBe(leadId);
  expect(links.docs.filter((doc) => doc.get('erasedAt') !== undefined).length).toBeGreaterThanOrEqual(1);
  // What is left of the link is not the person's data: a search for the address no longer finds it.
  const operator = await idTokenFor(`op-${Date.now()}@ops.test`, { admin: true });
  const found = await callFunction<FindPersonalDataResult>('findPersonalData', { email }, operator);
  expect(found.data!.records.filter((r) => r.source === 'requestAccess')).toEqual([]);
});
