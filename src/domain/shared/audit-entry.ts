/**
 * The owner of auditLog/{id}: every entry of the operator's audit trail is built here, so a writer
 * (an operator callable, a scheduled job, a trigger) cannot store a field the control panel's
 * reader (`auditEntrySchema`) does not know, or misspell one. Entries are never changed after.
 * Pure: no Firebase; `at` is the server's clock at commit unless the writer's transaction has its own.
 */
import type { z } from 'zod';
import type { auditEntrySchema } from './operator-contract';
import { SERVER_TIME, type StoredAt } from './write-markers';

/** What the writer says about the change: everything the schema holds except when. */
export type AuditEntryFields = Omit<z.input<typeof auditEntrySchema>, 'at'>;

/** An auditLog/{id} document as written. */
export type NewAuditEntry = AuditEntryFields & { at: StoredAt };

/** One entry of the audit trail; optional fields left undefined are not written. */
export function auditEntry(fields: AuditEntryFields, at: StoredAt = SERVER_TIME): NewAuditEntry {
  const written = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...(written as AuditEntryFields), at };
}
