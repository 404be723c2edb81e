import { createHash } from 'node:crypto';
import { FieldPath, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { PERSONAL_DATA_READ_LIMIT, type PersonalDataRecord, type PersonalDataSource } from '@/domain/privacy/personal-data';
import { collections } from '../shared/documents';
import { findPhoneDocuments } from '../notifications/personal-data';

/**
 * Everything stored about one email address, found the ways the writers store it: leads and
 * contact records by the client's address, mail by recipient, open-lead copies and release links
 * through the leads they came from, firm accounts by their login address.
 */

/** erasedAddresses/{sha256 of the lower-cased address}: addresses that asked to be erased; mail to them is dropped. */
export const erasedAddressRef = (email: string) =>
  collections.erasedAddresses().doc(createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex'));

/** Writers store addresses as typed or lower-cased; both are searched. */
export const spellings = (email: string) => [...new Set([email.trim(), email.trim().toLowerCase()])];

export interface FoundDocuments {
  docs: Map<PersonalDataSource, DocumentSnapshot[]>;
  truncated: PersonalDataSource[];
}

export async function findDocuments(email: string): Promise<FoundDocuments> {
  const docs = new Map<PersonalDataSource, DocumentSnapshot[]>();
  const truncated: PersonalDataSource[] = [];
  const read = async (source: PersonalDataSource, query: FirebaseFirestore.Query) => {
    const snapshot = await query.limit(PERSONAL_DATA_READ_LIMIT + 1).get();
    if (snapshot.size > PERSONAL_DATA_READ_LIMIT) truncated.push(source);
    const known = new Set((docs.get(source) ?? []).map((d) => d.ref.path));
    const found = snapshot.docs.slice(0, PERSONAL_DATA_READ_LIMIT).filter((d) => !known.has(d.ref.path));
    docs.set(source, [...(docs.get(source) ?? []), ...found]);
    return found;
  };
  // `in` takes at most 30 values, so lists of ids are asked in slices.
  const inSlices = async (ids: string[], ask: (slice: string[]) => Promise<unknown>) => {
    for (let i = 0; i < ids.length; i += 30) await ask(ids.slice(i, i + 30));
  };
  const names = spellings(email);
  const leads = await read('leads', collections.leads().where('formData.email', 'in', names));
  const leadIds = leads.map((d) => d.id);
  await inSlices(leadIds, async (slice) => {
    // A firm's accepted copy of a shared case carries the description even before the client releases their details.
    await read('leads', collections.leads().where('originalLeadId', 'in', slice));
    await read('openLeads', collections.openLeads().where('originalLeadId', 'in', slice));
    await read('leadReleases', collections.leadReleases().where('originalLeadId', 'in', slice));
    await read('requestAccess', collections.requestAccess().where('leadId', 'in', slice));
  });
  const allLeadIds = (docs.get('leads') ?? []).map((d) => d.id);
  // A review is stored under its lead's id (one review per lead).
  await inSlices(allLeadIds, async (slice) => {
    await read('reviews', collections.reviews().where(FieldPath.documentId(), 'in', slice));
    await read('reviewInvites', collections.reviewInvites().where('leadId', 'in', slice));
    // Firms' answers to the requests, the consultations booked from them, and the client's links to both.
    await read('leadAnswers', collections.leadAnswers().where('leadId', 'in', slice));
    await read('consultationBookings', collections.consultationBookings().where('leadId', 'in', slice));
    await read('answerLinks', collections.answerLinks().where('leadId', 'in', slice));
    await read('answerLinks', collections.bookingLinks().where('leadId', 'in', slice));
    // A lapsed request's send-on links name the firms, the need and the area (send-on-store.ts).
    await read('sendOnLinks', collections.sendOnLinks().where('leadId', 'in', slice));
  });
  await read('contacts', collections.contacts().where('email', 'in', names));
  await read('contactMessages', collections.contactMessages().where('email', 'in', names));
  // Mail to the address, mail about it (a firm's lead email, the operator's Contact Us copy), and mail about its leads.
  await read('mail', collections.mail().where('to', 'in', names));
  await read('mail', collections.mail().where('data.client.email', 'in', names));
  await read('mail', collections.mail().where('data.email', 'in', names));
  await inSlices(allLeadIds, (slice) => read('mail', collections.mail().where('data.leadId', 'in', slice)));
  // The legal-updates subscription (stored lower-cased) and its confirmation links.
  const subscriptions = await read('legalUpdates', collections.legalUpdateSubscribers().where('email', 'in', names));
  await inSlices(
    subscriptions.map((d) => d.id),
    (slice) => read('legalUpdates', collections.legalUpdateConfirmations().where('subscriberId', 'in', slice)),
  );
  // WhatsApp and SMS: the choices given with the requests, the messages sent, the numbers, the opt-out links.
  await findPhoneDocuments(email, {
    read,
    inSlices,
    found: (source) => docs.get(source) ?? [],
    leadIds: allLeadIds,
    mailIds: (docs.get('mail') ?? []).map((d) => d.id),
  });
  await read('firmAccounts', collections.users().where('email', 'in', names));
  return { docs, truncated: [...new Set(truncated)] };
}

/** Firestore values as JSON: Timestamps become ISO strings, references their paths. */
function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') {
    if ('path' in value && 'firestore' in value) return String((value as { path: unknown }).path);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  }
  return value;
}

export function records(found: FoundDocuments): PersonalDataRecord[] {
  return [...found.docs.entries()].flatMap(([source, docs]) =>
    docs.map((doc) => ({ source, path: doc.ref.path, data: toJson(doc.data() ?? {}) })),
  );
}
