import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { buildLeadMail } from '../fixtures/mail-factories';
import { mailEnvelopeDocument } from '../fixtures/record-factories';
import { actors } from './actors';
import { rulesEnv } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('mail');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc('mail/m1')
      .set(mailEnvelopeDocument({ to: 'firm@firm.test', template: 'lead-notification', data: buildLeadMail() }));
  });
});

const { as, anon } = actors(() => env);
const message = { to: 'victim@example.co.za', template: 'lead-notification', data: {}, delivery: { state: 'PENDING' } };

describe('mail: anonymous visitor', () => {
  it('cannot queue an email', async () => {
    await assertFails(addDoc(collection(anon(), 'mail'), message));
  });
  it('cannot read queued email', async () => {
    await assertFails(getDoc(doc(anon(), 'mail/m1')));
  });
});

describe('mail: signed-in client', () => {
  it('cannot queue an email', async () => {
    await assertFails(addDoc(collection(as('client'), 'mail'), message));
  });
});

describe('mail: firm', () => {
  it('cannot read queued email, even its own', async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'mail/m1')));
  });
  it('cannot queue an email', async () => {
    await assertFails(addDoc(collection(as('premiumFirm'), 'mail'), message));
  });
});

describe('mail: admin', () => {
  it('cannot list the queue from the browser (functions only)', async () => {
    await assertFails(getDocs(collection(as('admin'), 'mail')));
  });
});
