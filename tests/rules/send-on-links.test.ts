import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

/**
 * sendOnLinks/{sha256(token)}: the send-on links of a lapsed request. Functions only: no actor
 * reads one (it names the firm and the request), marks one used, or makes one for itself.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('send-on-links');
});
afterAll(() => env.cleanup());

const now = Date.now();
// As createSendOnLinks writes it (functions/src/leads/send-on-store.ts).
const link = {
  leadId: 'lapsed-1',
  firmId: 'firm-premium',
  firmName: 'Test Firm',
  previousFirmName: 'First Firm',
  need: 'Uncontested Divorce',
  area: 'Soweto, Gauteng',
  shared: ['Your name', 'Your email address', 'What you need help with and where'],
  offerLinkIds: ['h1', 'h2'],
  createdAt: Timestamp.fromMillis(now),
  expiresAt: Timestamp.fromMillis(now + 7 * 86_400_000),
  usedAt: null,
  expireAt: Timestamp.fromMillis(now + 14 * 86_400_000),
};

beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('sendOnLinks/h1').set(link);
  });
});

const { as, anon } = actors(() => env);

describe('sendOnLinks: anonymous visitor', () => {
  it('cannot read a link', async () => {
    await assertFails(getDoc(doc(anon(), 'sendOnLinks/h1')));
  });
  it('cannot mark a link used', async () => {
    await assertFails(updateDoc(doc(anon(), 'sendOnLinks/h1'), { usedAt: Timestamp.now() }));
  });
  it('cannot create a link', async () => {
    await assertFails(setDoc(doc(anon(), 'sendOnLinks/h3'), link));
  });
});

describe('sendOnLinks: signed-in client', () => {
  it('cannot list links', async () => {
    await assertFails(getDocs(collection(as('client'), 'sendOnLinks')));
  });
  it('cannot extend a link', async () => {
    await assertFails(updateDoc(doc(as('client'), 'sendOnLinks/h1'), { expiresAt: Timestamp.fromMillis(now + 1e12) }));
  });
});

describe('sendOnLinks: the offered firm', () => {
  it('cannot read the link that names it', async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'sendOnLinks/h1')));
  });
  it('cannot create a link to itself', async () => {
    await assertFails(setDoc(doc(as('premiumFirm'), 'sendOnLinks/h3'), link));
  });
});

describe('sendOnLinks: another firm', () => {
  it('cannot point a link at itself', async () => {
    await assertFails(updateDoc(doc(as('otherFirm'), 'sendOnLinks/h1'), { firmId: 'firm-other' }));
  });
});

describe('sendOnLinks: admin', () => {
  it('cannot read a link', async () => {
    await assertFails(getDoc(doc(as('admin'), 'sendOnLinks/h1')));
  });
  it('cannot delete a link', async () => {
    await assertFails(deleteDoc(doc(as('admin'), 'sendOnLinks/h1')));
  });
});
