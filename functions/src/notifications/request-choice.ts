/**
 * A client's phone choice belongs to the request it was given with, never to their email address:
 * messagingChoices/lead-{firstLeadId} holds the number, channel, language and consent the wizard
 * sent with that request. Numbers are not verified, so a choice keyed by the address would let
 * anyone who typed a client's email with their own number receive that client's messages (and a
 * later request, by anyone, would move them). Keyed by the request, a request's messages go only
 * to the number given with it; another request cannot touch it.
 *
 * A client's mails are tied to their request by the my-request link every one of them carries
 * (requestAccess/{sha256(token)} → lead), and a lead passed on or accepted from the open list leads
 * back to the request's first lead (reroutedFromLeadId, originalLeadId).
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { MAX_PASSES_ON } from '@/domain/firms/response-clock';
import { MESSAGING_POLICY_VERSION, type MessagingOptIn } from '@/domain/notifications/channels';
import { clientConsentWords } from '@/domain/notifications/consent-words';
import { DEFAULT_LOCALE, isLocale } from '@/domain/shared/locales';
import { requestAccessRef } from '../privacy/request-access';
import { requestChoiceDoc } from '../shared/documents';
import { leadRef } from '../shared/lead-store';
import { emailKey } from './choices';

export const requestChoiceRef = requestChoiceDoc;

/**
 * Written in the lead's own transaction (before its confirmation is queued), so the confirmation's
 * trigger finds it. `emailKey` (a hash) lets the personal-data search and erasure find it by address.
 */
export function writeRequestChoice(
  tx: Transaction,
  leadId: string,
  email: string,
  optIn: MessagingOptIn | undefined,
  locale: unknown,
): void {
  if (!optIn) return;
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  tx.set(requestChoiceRef(leadId), {
    phone: optIn.phone,
    channel: optIn.channel,
    audience: 'client',
    leadId,
    emailKey: emailKey(email),
    locale: language,
    // The box's words as the wizard showed them in the request's language, derived here from the
    // locale and the policy version the server holds (the input schema refuses any other
    // version); the client sends only its choice, never the text.
    consent: {
      purpose: clientConsentWords(language),
      locale: language,
      policyVersion: MESSAGING_POLICY_VERSION,
      givenAt: FieldValue.serverTimestamp(),
    },
    updatedAt: FieldValue.serverTimestamp(),
  });
}

function tokenOf(manageUrl: string): string | null {
  try {
    return new URL(manageUrl).searchParams.get('token');
  } catch {
    return null;
  }
}

/** The first lead of the request a client's mail is about, from the my-request link it carries. */
export async function firstLeadOfLink(manageUrl: string): Promise<string | null> {
  const token = tokenOf(manageUrl);
  if (!token) return null;
  const access = (await requestAccessRef(token).get()).data();
  if (!access || !('leadId' in access)) return null;
  let leadId = access.leadId;
  for (let i = 0; i <= MAX_PASSES_ON + 1; i++) {
    const lead = (await leadRef(leadId).get()).data();
    const before = lead?.reroutedFromLeadId ?? lead?.originalLeadId;
    if (!before) break;
    leadId = before;
  }
  return leadId;
}
