/**
 * The WhatsApp and SMS collections are the functions' alone (docs/notifications.md): no browser
 * reads a phone number, a consent or a delivery record, nor writes one, not even its owner's. The
 * firm reads and changes its own choice through getMessagingSettings and setMessagingSettings.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { MESSAGING_CONSENT, MESSAGING_POLICY_VERSION } from '@/domain/notifications/channels';
import { clientConsentWords } from '@/domain/notifications/consent-words';
import { ACTORS, actors, type Actor } from './actors';
import { rulesEnv } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('messaging');
});
afterAll(() => env.cleanup());

const now = Timestamp.fromMillis(Date.parse('2026-11-25T10:00:00Z'));
/** Each collection's document as the functions write it (choices.ts, service.ts, webhook-events.ts). */
const SEEDED: Record<string, Record<string, unknown>> = {
  'messagingChoices/firm-premium-email-hash': {
    phone: '+27831112222',
    channel: 'whatsapp',
    audience: 'firm',
    firmId: 'firm-premium',
    locale: 'en',
    consent: { purpose: MESSAGING_CONSENT.firm, policyVersion: MESSAGING_POLICY_VERSION, givenAt: now },
    updatedAt: now,
  },
  'messagingNumbers/number-hash': { lastInboundAt: now, optedOutAt: now },
  'notifications/mail1_whatsapp': {
    mailId: 'mail1',
    channel: 'whatsapp',
    to: '+27831112222',
    message: 'new-lead',
    locale: 'en',
    values: ['ABC123', 'https://regmatch.test/firm-dashboard?tab=leads&lead=lead1'],
    state: 'delivered',
    attempts: 1,
    providerMessageId: 'wamid.1',
    createdAt: now,
  },
  'messagingWebhookEvents/event-hash': { kind: 'inbound', at: now, expireAt: now },
  // A day's cap counter (number-guard.ts).
  'messagingCaps/prefix-2782123-2026-01-01': { count: 1, expireAt: now },
  // A client's choice, given with one request (request-choice.ts).
  'messagingChoices/lead-lead1': {
    phone: '+27821234567',
    channel: 'whatsapp',
    audience: 'client',
    leadId: 'lead1',
    emailKey: 'email-hash',
    locale: 'zu',
    // As requestMatch writes it: the box's words in the request's language (consent-words.ts).
    consent: { purpose: clientConsentWords('zu'), locale: 'zu', policyVersion: MESSAGING_POLICY_VERSION, givenAt: now },
    updatedAt: now,
  },
  // The opt-out link in a message (phone-off.ts).
  'messagingOptOutLinks/token-hash': {
    phone: '+27821234567',
    requestLeadId: 'lead1',
    createdAt: now,
    expiresAt: now,
    usedAt: null,
    expireAt: now,
  },
};

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [path, data] of Object.entries(SEEDED)) await setDoc(doc(ctx.firestore(), path), data);
  });
});

const { as, anon } = actors(() => env);
const browsers: [string, () => ReturnType<typeof anon>][] = [
  ['anonymous visitor', anon],
  ...(Object.keys(ACTORS) as Actor[]).map((actor): [string, () => ReturnType<typeof anon>] => [actor, () => as(actor)]),
];

describe.each(Object.keys(SEEDED))('%s', (path) => {
  const collectionName = path.split('/')[0]!;
  it('the functions write and read it (rules do not apply to the Admin SDK)', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(getDoc(doc(ctx.firestore(), path)));
    });
  });
  it.each(browsers)('%s can neither read, list, write nor delete it', async (_name, browser) => {
    await assertFails(getDoc(doc(browser(), path)));
    await assertFails(getDocs(collection(browser(), collectionName)));
    await assertFails(setDoc(doc(browser(), path), SEEDED[path]!));
    await assertFails(setDoc(doc(browser(), `${collectionName}/new`), SEEDED[path]!));
    await assertFails(deleteDoc(doc(browser(), path)));
  });
});
