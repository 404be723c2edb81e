/**
 * findConsents (operators only): the consent ledger for an email address or a mobile number, read
 * from the records the product writes (src/domain/privacy/consent-ledger.ts says which). Reads only.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  CONSENT_CHANNELS,
  CONSENT_LEDGER_LEAD_LIMIT,
  CONSENT_LEDGER_MESSAGES,
  type ConsentLedgerEntry,
  type FindConsentsResult,
} from '@/domain/privacy/consent-ledger';
import { normaliseSouthAfricanMobile } from '@/domain/notifications/channels';
import { shortReference } from '@/domain/shared/format';
import { callable, callableError } from '../shared/callable';
import { collections } from '../shared/documents';
import { emailKey, numberRef } from '../notifications/choices';
import { subscriberId, subscriberRef } from '../legal-updates/subscriber-store';
import { spellings } from './personal-data-store';

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** How a South African mobile number may have been typed into the wizard's phone field. */
function phoneSpellings(e164: string): string[] {
  const national = `0${e164.slice(3)}`;
  return [e164, national, `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`, e164.slice(1)];
}

/** A lead's consent record: the wizard's terms, and each choice the client ticked. */
function leadEntries(id: string, lead: DocumentData): ConsentLedgerEntry[] {
  const consent = lead.consent as DocumentData | undefined;
  if (!consent) return [];
  const erased = lead.personalInfoRemoved as { at?: Timestamp; reason?: string } | undefined;
  const withdrawnAt = millis(lead.withdrawnAt) ?? millis(erased?.at);
  const withdrawnHow = millis(lead.withdrawnAt)
    ? 'Request withdrawn from its page'
    : erased
      ? erased.reason === 'erasure'
        ? 'Details erased on request'
        : 'Details removed by the retention period'
      : '';
  const base = {
    policyVersion: str(consent.policyVersion) || null,
    givenAt: millis(consent.givenAt),
    channel: CONSENT_CHANNELS.wizard,
    about: `Request ${shortReference(id)}`,
    withdrawnAt,
    withdrawnHow,
  };
  return [
    { ...base, purpose: 'matching' as const, words: str(consent.purpose) },
    ...(consent.shareWithOtherFirms === true
      ? [{ ...base, purpose: 'shareWithOtherFirms' as const, words: 'Share my case, without my details, with other firms' }]
      : []),
    ...(consent.reroute === true
      ? [{ ...base, purpose: 'reroute' as const, words: 'Pass my request on if the firm does not answer in time' }]
      : []),
  ];
}

/** A phone choice (client's per request, firm's per address), withdrawn by the number's STOP. */
async function phoneEntry(choice: DocumentData): Promise<ConsentLedgerEntry | null> {
  const consent = choice.consent as DocumentData | undefined;
  if (!consent || typeof choice.phone !== 'string') return null;
  const number = (await numberRef(choice.phone).get()).data();
  const stoppedAt = millis(number?.optedOutAt);
  const firm = choice.audience === 'firm';
  return {
    purpose: firm ? 'messaging.firm' : 'messaging.client',
    words: str(consent.purpose),
    policyVersion: str(consent.policyVersion) || null,
    givenAt: millis(consent.givenAt),
    channel: firm ? CONSENT_CHANNELS.firmSettings : CONSENT_CHANNELS.wizard,
    about: `${choice.channel === 'sms' ? 'SMS' : 'WhatsApp'} to ${choice.phone}${typeof choice.leadId === 'string' ? `, request ${shortReference(choice.leadId)}` : ''}`,
    withdrawnAt: stoppedAt,
    withdrawnHow: stoppedAt ? 'STOP from the number' : '',
  };
}

function legalUpdatesEntry(subscriber: DocumentData): ConsentLedgerEntry | null {
  const consent = subscriber.consent as DocumentData | undefined;
  if (!consent) return null;
  const unsubscribedAt = millis(subscriber.unsubscribedAt);
  return {
    purpose: 'legalUpdates',
    words: str(consent.purpose),
    policyVersion: str(consent.policyVersion) || null,
    givenAt: millis(consent.givenAt),
    channel: CONSENT_CHANNELS.legalUpdates,
    about: subscriber.state === 'pending' ? 'Subscription (not confirmed yet)' : 'Subscription',
    withdrawnAt: unsubscribedAt,
    withdrawnHow: unsubscribedAt ? 'Unsubscribed' : '',
  };
}

export const findConsents = callable('findConsents', {
  access: 'admin',
  handler: async ({ email, phone }): Promise<FindConsentsResult> => {
    const e164 = phone ? normaliseSouthAfricanMobile(phone) : null;
    if (phone && !e164) throw callableError('invalid-input', CONSENT_LEDGER_MESSAGES.phoneInvalid, 'phone');
    const leadQueries = [
      ...(email ? [collections.leads().where('formData.email', 'in', spellings(email))] : []),
      ...(e164 ? [collections.leads().where('formData.phone', 'in', phoneSpellings(e164))] : []),
    ];
    const choiceQueries = [
      ...(email ? [collections.messagingChoices().where('emailKey', '==', emailKey(email))] : []),
      ...(e164 ? [collections.messagingChoices().where('phone', '==', e164)] : []),
    ];
    const [leadSnaps, choiceSnaps, firmChoice, subscriber] = await Promise.all([
      Promise.all(leadQueries.map((q) => q.limit(CONSENT_LEDGER_LEAD_LIMIT + 1).get())),
      Promise.all(choiceQueries.map((q) => q.limit(CONSENT_LEDGER_LEAD_LIMIT).get())),
      email ? collections.messagingChoices().doc(emailKey(email)).get() : null,
      email ? subscriberRef(subscriberId(email)).get() : null,
    ]);
    const leads = new Map(leadSnaps.flatMap((s) => s.docs.slice(0, CONSENT_LEDGER_LEAD_LIMIT)).map((d) => [d.id, d.data()]));
    const choices = new Map(choiceSnaps.flatMap((s) => s.docs).map((d) => [d.id, d.data()]));
    if (firmChoice?.exists) choices.set(firmChoice.id, firmChoice.data()!);
    const phoneEntries = await Promise.all([...choices.values()].map(phoneEntry));
    const entries = [
      ...[...leads].flatMap(([id, lead]) => leadEntries(id, lead)),
      ...phoneEntries.filter((e): e is ConsentLedgerEntry => e !== null),
      ...(subscriber?.exists ? [legalUpdatesEntry(subscriber.data()!)].filter((e): e is ConsentLedgerEntry => e !== null) : []),
    ].sort((a, b) => (b.givenAt ?? 0) - (a.givenAt ?? 0));
    return { entries, truncated: leadSnaps.some((s) => s.size > CONSENT_LEDGER_LEAD_LIMIT) };
  },
});
