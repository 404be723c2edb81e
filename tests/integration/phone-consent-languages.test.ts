/**
 * The client's WhatsApp/SMS consent in the wizard's language (issues 27 and 28, POPIA s69): the
 * server records the words the box showed in the request's language and the policy version it
 * holds, derived from the locale, never taken from the client as text (docs/notifications.md).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { MESSAGING_POLICY_VERSION } from '@/domain/notifications/channels';
import { clientConsentWords } from '@/domain/notifications/consent-words';
import { callFunction, db } from './emulator-clients';
import { person } from './matching-fixtures';
import { simulatorForSuite, waitForMessages } from './phone-notifications-support';

const optIn = (phone: string, extra: Record<string, unknown> = {}) => ({
  phone,
  channel: 'whatsapp',
  consent: true,
  policyVersion: MESSAGING_POLICY_VERSION,
  ...extra,
});

const sim = simulatorForSuite();

describe("a client's phone consent in their language", { timeout: 240_000 }, () => {
  it('an isiZulu opt-in records the isiZulu words of the box, its language and the policy version', async () => {
    const { data, error } = await callFunction<{ leadId: string }>('requestMatch', {
      ...person,
      locale: 'zu',
      messaging: optIn('082 123 0051'),
    });
    expect(error).toBeUndefined();
    const choice = (await db.doc(`messagingChoices/lead-${data!.leadId}`).get()).data()!;
    expect(choice.locale).toBe('zu');
    expect(choice.consent.purpose).toBe(clientConsentWords('zu'));
    expect(choice.consent.purpose).toContain('Ngithumelele imilayezo ngalesi sicelo evela ku-RegMatch ku-WhatsApp');
    expect(choice.consent.locale).toBe('zu');
    expect(choice.consent.policyVersion).toBe(MESSAGING_POLICY_VERSION);
    expect(choice.consent.givenAt).toBeInstanceOf(Timestamp);
    // The confirmation that follows is the isiZulu template.
    const [confirmation] = await waitForMessages(sim(), '+27821230051', 1);
    expect(confirmation!.text).toContain('isicelo sakho (ref');
  });

  it('records the English words for a request without a language', async () => {
    const { data } = await callFunction<{ leadId: string }>('requestMatch', { ...person, messaging: optIn('082 123 0052') });
    const consent = (await db.doc(`messagingChoices/lead-${data!.leadId}`).get()).get('consent');
    expect(consent.purpose).toBe(clientConsentWords('en'));
    expect(consent.purpose).toMatch(/^Send me updates about this request from RegMatch on WhatsApp/);
    expect(consent.locale).toBe('en');
  });

  it('refuses consent words sent by the client, and a policy version the server does not hold, recording nothing', async () => {
    const wordsFromClient = await callFunction('requestMatch', {
      ...person,
      locale: 'zu',
      messaging: optIn('082 123 0053', { purpose: 'I agreed to nothing.' }),
    });
    expect(wordsFromClient.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input' } });
    const stalePage = await callFunction('requestMatch', {
      ...person,
      locale: 'zu',
      messaging: optIn('082 123 0054', { policyVersion: '2019-01' }),
    });
    expect(stalePage.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input' } });
    expect(stalePage.error?.message).toContain('please reload the page');
    expect((await db.collection('messagingChoices').get()).size).toBe(0);
    expect((await db.collection('leads').get()).size).toBe(0);
  });
});
