import { type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { type LeadUpdate, type NewLeadDocument } from '@/domain/leads/record';
import { collections } from './documents';
import { storedFields } from './stored-fields';

/**
 * The functions' one writer of lead documents: what src/domain/leads/record.ts builds (newLead and
 * its transitions), with its markers as Firestore sentinels (stored-fields.ts).
 */
const stored = (fields: NewLeadDocument | LeadUpdate) => storedFields(fields);

/** A fresh id for a lead about to be written. */
export const newLeadRef = () => collections.leads().doc();

/** Writes a new lead in the caller's transaction (create: fails if the id exists, as an accepted lead must). */
export function writeNewLead(tx: Transaction, ref: DocumentReference, lead: NewLeadDocument, mode: 'set' | 'create' = 'set') {
  if (mode === 'create') tx.create(ref, stored(lead));
  else tx.set(ref, stored(lead));
}

/** Applies a lead transition in the caller's transaction or batch. */
export function updateLead(writer: Transaction | WriteBatch, lead: string | DocumentReference, update: LeadUpdate): void {
  const ref = typeof lead === 'string' ? collections.leads().doc(lead) : lead;
  // Both writers take (ref, data); the union's overloads do not line up for TypeScript.
  (writer as Transaction).update(ref, stored(update));
}
