/**
 * The WhatsApp and SMS side of a data request (docs/privacy.md): what findDocuments reads for an
 * address, found the ways the writers store it. A client's choices carry the address's hash
 * (`emailKey`) and their request's first lead; a firm's choice is stored under the hash; messages
 * carry their mail's id and request; numbers and opt-out links are reached through the phone
 * numbers those hold (a number's document is keyed by its hash).
 */
import { FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { PersonalDataSource } from '@/domain/privacy/personal-data';
import { collections } from '../shared/documents';
import { choiceRef, emailKey, numberRef } from './choices';

interface Reader {
  read: (source: PersonalDataSource, query: Query) => Promise<DocumentSnapshot[]>;
  inSlices: (ids: string[], ask: (slice: string[]) => Promise<unknown>) => Promise<void>;
  /** Every document found so far for a source (read answers only the new ones). */
  found: (source: PersonalDataSource) => DocumentSnapshot[];
  leadIds: string[];
  mailIds: string[];
}

const phoneOf = (doc: DocumentSnapshot) => {
  const value: unknown = doc.get('phone') ?? doc.get('to');
  return typeof value === 'string' ? value : null;
};

export async function findPhoneDocuments(email: string, { read, inSlices, found, leadIds, mailIds }: Reader): Promise<void> {
  await read('messagingChoices', collections.messagingChoices().where('emailKey', '==', emailKey(email)));
  const own = await choiceRef(email).get();
  if (own.exists) await read('messagingChoices', collections.messagingChoices().where(FieldPath.documentId(), '==', own.id));
  await inSlices(leadIds, async (slice) => {
    await read('messagingChoices', collections.messagingChoices().where('leadId', 'in', slice));
    await read('notifications', collections.notifications().where('requestLeadId', 'in', slice));
    await read('phoneOffLinks', collections.messagingOptOutLinks().where('requestLeadId', 'in', slice));
  });
  await inSlices(mailIds, (slice) => read('notifications', collections.notifications().where('mailId', 'in', slice)));
  // The numbers named by everything found so far (a choice may be gone, its messages not).
  const named = [...found('messagingChoices'), ...found('notifications')].map(phoneOf);
  const phones = [...new Set(named.filter((p): p is string => p !== null))];
  await inSlices(phones, (slice) => read('phoneOffLinks', collections.messagingOptOutLinks().where('phone', 'in', slice)));
  for (const phone of phones) {
    const number = await numberRef(phone).get();
    if (number.exists)
      await read('messagingNumbers', collections.messagingNumbers().where(FieldPath.documentId(), '==', number.id));
  }
}
