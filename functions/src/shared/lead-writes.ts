import { FieldValue, type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { REMOVE_FIELD, SERVER_TIME, type LeadUpdate, type NewLeadDocument } from '@/domain/leads/record';
import { collections } from './documents';

/**
 * The functions' one writer of lead documents: what src/domain/lead-record.ts builds (newLead and
 * its transitions), with its markers as Firestore sentinels. Dates stay Dates (the Admin SDK
 * stores them as Timestamps).
 */
function sentinel(value: unknown): unknown {
  if (value === SERVER_TIME) return FieldValue.serverTimestamp();
  if (value === REMOVE_FIELD) return FieldValue.delete();
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, sentinel(inner)]));
  }
  return value;
}

const stored = (fields: NewLeadDocument | LeadUpdate) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, sentinel(value)]));

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
