import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { openLeadAnonymised } from '@/domain/leads/open-lead-record';
import { leadPersonalInfoRemoval } from '@/domain/leads/record';
import { maskEmail, type ErasePersonalDataResult, type PersonalDataSource } from '@/domain/privacy/personal-data';
import { answerWordsRemoved, bookingRemoval } from '../answers/personal-data';
import { db } from '../shared/admin';
import { callableError } from '../shared/callable';
import { updateLead } from '../shared/lead-writes';
import { updateOpenLead } from '../shared/record-writes';
import { erasedAddressRef, findDocuments } from './personal-data-store';
import { z } from 'zod';
import { fieldsOf } from '../shared/documents';
import { auditEntry } from '@/domain/shared/audit-entry';
import { writeAuditEntry } from '../shared/record-writes';
import { SELF_SERVICE_BY } from '@/domain/privacy/data-subject-requests';
import { closeErasureRequests, openErasureRequests, writeSelfServiceRequest } from './data-subject-register';

const openLeadStateSchema = z.object({ state: z.string() });

/** Who asked: an operator (from the control panel) or the person, from their request's link. */
export type Eraser = { uid: string; email: string | null };
export const CLIENT_LINK_ERASER: Eraser = { uid: 'client-link', email: null };
const isSelfService = (by: Eraser) => by.uid === CLIENT_LINK_ERASER.uid;

/**
 * Erases what findDocuments finds: the client's details leave their leads (the firm keeps an
 * anonymous lead, marked erased), shared copies still open disappear and taken ones lose the
 * name, release links, contact records, messages and mail are deleted, manage links keep only the
 * time of erasure, phone numbers keep only that they are off, and the address goes on
 * the suppression list so nothing is sent to it again. One audit entry, with the address masked.
 * The register of data-subject requests follows in the same last batch: an erasure request still
 * open from the address or its numbers closes (done, by whom); when the person erased from their
 * request page and no request was open, a closed self-service entry records it.
 * A firm's login is not erased here: closing a firm also ends its plan and listing.
 */
export async function eraseEverythingFor(email: string, by: Eraser): Promise<ErasePersonalDataResult> {
  const found = await findDocuments(email);
  if ((found.docs.get('firmAccounts') ?? []).length > 0) {
    throw callableError(
      'personal-data-of-firm',
      'This address signs in to a law firm account. Close the firm account first; client data is erased here.',
      'email',
    );
  }
  const at = Timestamp.now();
  const erased: Partial<Record<PersonalDataSource, number>> = {};
  // Batches of at most 400 writes (Firestore allows 500 per batch).
  let batch = db.batch();
  let writes = 0;
  const write = async (source: PersonalDataSource, apply: (b: WriteBatch) => void) => {
    apply(batch);
    erased[source] = (erased[source] ?? 0) + 1;
    if (++writes >= 400) {
      await batch.commit();
      batch = db.batch();
      writes = 0;
    }
  };

  for (const doc of found.docs.get('leads') ?? [])
    await write('leads', (b) => updateLead(b, doc.ref, leadPersonalInfoRemoval('erasure', at.toDate())));
  for (const doc of found.docs.get('openLeads') ?? []) {
    await write('openLeads', (b) =>
      fieldsOf(openLeadStateSchema, doc)?.state === 'open' ? b.delete(doc.ref) : updateOpenLead(b, doc.ref, openLeadAnonymised()),
    );
  }
  // An answer keeps its figures (estimate, times) and loses its words; a booking still on is cancelled and its time freed.
  for (const doc of found.docs.get('leadAnswers') ?? [])
    await write('leadAnswers', (b) => b.update(doc.ref, answerWordsRemoved('erasure', at.toDate())));
  for (const doc of found.docs.get('consultationBookings') ?? [])
    await write('consultationBookings', (b) => b.update(doc.ref, bookingRemoval(doc.data() ?? {}, 'erasure', at.toDate(), b)));
  // A review keeps its stars (the firm's rating stays true) and loses the words the person wrote.
  for (const doc of found.docs.get('reviews') ?? []) await write('reviews', (b) => b.update(doc.ref, { text: '' }));
  for (const source of [
    'leadReleases',
    'reviewInvites',
    'contacts',
    'contactMessages',
    'mail',
    'legalUpdates',
    'messagingChoices',
    'notifications',
    'phoneOffLinks',
    'answerLinks',
    // Deleted, so an old link answers 'unknown' and shows no firm names, need or area.
    'sendOnLinks',
  ] as const) {
    for (const doc of found.docs.get(source) ?? []) await write(source, (b) => b.delete(doc.ref));
  }
  // A manage link keeps only the time of erasure (set() drops the lead id): opened later, it says
  // the request was deleted, not that the link is unknown and should be opened from an email.
  for (const doc of found.docs.get('requestAccess') ?? []) await write('requestAccess', (b) => b.set(doc.ref, { erasedAt: at }));
  // A number keeps only that it is off (like the address on the suppression list): no message
  // reaches it again until it writes START itself; the time of its last reply goes.
  for (const doc of found.docs.get('messagingNumbers') ?? [])
    await write('messagingNumbers', (b) => b.set(doc.ref, { optedOutAt: at, erasedAt: at }));
  const phones = (found.docs.get('messagingChoices') ?? [])
    .map((d) => d.get('phone') as unknown)
    .filter((p): p is string => typeof p === 'string');
  const openRequests = await openErasureRequests({ email, phones });
  batch.set(erasedAddressRef(email), { erasedAt: at });
  writeAuditEntry(
    batch,
    auditEntry({
      by,
      firmId: null,
      targetEmail: maskEmail(email),
      field: 'personal-data',
      before:
        Object.entries(erased)
          .map(([source, n]) => `${source}: ${n}`)
          .join(', ') || 'nothing held',
      after: 'erased',
    }),
  );
  const held = Object.values(erased).reduce((sum, n) => sum + n, 0);
  if (isSelfService(by) && openRequests.length === 0) {
    writeSelfServiceRequest(batch, {
      kind: 'erasure',
      email,
      details: `Erased everything from their request page (${held} records).`,
    });
  }
  closeErasureRequests(batch, openRequests, {
    note: isSelfService(by)
      ? `The person erased everything from their request page (${held} records).`
      : `Erased with the control panel's personal-data tool (${held} records).`,
    by,
    byWords: isSelfService(by) ? SELF_SERVICE_BY : (by.email ?? by.uid),
  });
  await batch.commit();
  return { erased };
}
