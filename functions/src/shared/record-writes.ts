import type { DocumentReference, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { NewOpenLeadDocument, OpenLeadUpdate } from '@/domain/leads/open-lead-record';
import type { NewMailEnvelope } from '@/domain/mail/envelope';
import type { NewAuditEntry } from '@/domain/shared/audit-entry';
import { callableError, type Caller } from './callable';
import { collections } from './documents';
import { storedFields } from './stored-fields';

/**
 * The functions' one writer of open leads, audit entries and mail envelopes, as lead-writes.ts is
 * of leads: each takes only what its owner in src/domain builds (open-lead-record.ts, audit-entry.ts,
 * mail/envelope.ts), so a field the readers do not know fails typecheck instead of being stored.
 */

/** A transaction or batch: both take (ref, data); the union's overloads do not line up for TypeScript. */
type Writer = Transaction | WriteBatch;
const set = (writer: Writer, ref: DocumentReference, fields: object) => (writer as Transaction).set(ref, storedFields(fields));

/** Writes a new open lead in the caller's transaction; returns its id. */
export function writeNewOpenLead(tx: Transaction, openLead: NewOpenLeadDocument): string {
  const ref = collections.openLeads().doc();
  set(tx, ref, openLead);
  return ref.id;
}

/** Applies an open lead's change (taken, anonymised) in the caller's transaction or batch. */
export function updateOpenLead(writer: Writer, ref: DocumentReference, update: OpenLeadUpdate): void {
  (writer as Transaction).update(ref, storedFields(update));
}

/** Adds an entry to the audit trail in the caller's transaction or batch: it commits or vanishes with the change it records. */
export function writeAuditEntry(writer: Writer, entry: NewAuditEntry): void {
  set(writer, collections.auditLog().doc(), entry);
}

/** Adds an entry to the audit trail on its own, for a change that is not a Firestore write (a custom claim, sent mail). */
export async function addAuditEntry(entry: NewAuditEntry): Promise<void> {
  await collections.auditLog().doc().set(storedFields(entry));
}

/** A fresh mail/{id} reference, for enqueueMail to report the id of what it queues. */
export const newMailRef = () => collections.mail().doc();

/** Writes a queued message in the caller's transaction or batch, or on its own (awaited). */
export async function writeMailEnvelope(writer: Writer | null, ref: DocumentReference, envelope: NewMailEnvelope): Promise<void> {
  if (writer) set(writer, ref, envelope);
  else await ref.set(storedFields(envelope));
}

/**
 * The operator an audit entry names. Only signed-in callables audit (the wrapper refused a caller
 * without a uid before the handler ran), so a missing uid here is that refusal, never an entry without one.
 */
export function auditActor(caller: Caller): NewAuditEntry['by'] {
  if (!caller.uid) throw callableError('sign-in-required', 'Please sign in to continue.');
  return { uid: caller.uid, email: caller.email };
}
