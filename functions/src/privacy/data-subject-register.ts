/**
 * The one writer of dataSubjectRequests/{id} (src/domain/privacy/data-subject-requests.ts builds
 * every document and step). Three kinds of writer call it, each in its own transaction or batch so
 * the register entry commits or vanishes with the act it records:
 * - the Information Officer's callables (data-subject-requests.ts): record a request, move it on;
 * - what a person does themselves in the product (erasing from the request page, an unsubscribe or
 *   phone-off link, STOP from the number, a firm turning phone messages off): a closed
 *   self-service entry, written only when the act changed something, so repeating it adds nothing;
 * - an erasure or a firm's closure: the open erasure requests from that address or number close.
 * Each write has its audit entry, the person named masked.
 */
import {
  FieldValue,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  dataSubjectRequestStep,
  isClosedStatus,
  selfServiceDataSubjectRequest,
  type DsrKind,
  type DsrStatus,
  type DsrStep,
  type NewDataSubjectRequest,
} from '@/domain/privacy/data-subject-requests';
import { maskEmail, maskPhone } from '@/domain/privacy/personal-data';
import { auditEntry, type NewAuditEntry } from '@/domain/shared/audit-entry';
import { collections } from '../shared/documents';
import { writeAuditEntry } from '../shared/record-writes';

/** A transaction or batch: both take (ref, data); the union's overloads do not line up for TypeScript. */
type Writer = Transaction | WriteBatch;

/** The audit trail's actor for what a person did themselves (no account: a link, a reply). */
const SELF_SERVICE_ACTOR: NewAuditEntry['by'] = { uid: 'self-service', email: null };

/** The person as the audit trail names them: masked, never the address or number itself. */
const maskedContact = (email: string | null, phone: string | null) => (email ? maskEmail(email) : phone ? maskPhone(phone) : '');

/** Adds a request to the register in the caller's transaction or batch, with its audit entry; returns its id. */
export function writeDataSubjectRequest(writer: Writer, request: NewDataSubjectRequest, by: NewAuditEntry['by']): string {
  const ref = collections.dataSubjectRequests().doc();
  (writer as WriteBatch).create(ref, request);
  writeAuditEntry(
    writer,
    auditEntry({
      by,
      firmId: null,
      targetEmail: maskedContact(request.email, request.phone),
      field: 'data-subject-request',
      before: '',
      after:
        request.channel === 'self-service'
          ? `${request.kind} done by the person (${ref.id})`
          : `${request.kind} recorded (${ref.id})`,
    }),
  );
  return ref.id;
}

/** What a person just did themselves, as a closed register entry in the caller's transaction or batch. */
export function writeSelfServiceRequest(
  writer: Writer,
  input: { kind: DsrKind; email?: string | undefined; phone?: string | undefined; details: string },
): string {
  return writeDataSubjectRequest(writer, selfServiceDataSubjectRequest({ ...input, at: Date.now() }), SELF_SERVICE_ACTOR);
}

/** Moves a request on (status, note, closedAt, the step in its history) with its audit entry. */
export function writeDataSubjectRequestStep(
  writer: Writer,
  ref: DocumentReference,
  before: { status: DsrStatus; email: string | null; phone: string | null },
  step: DsrStep,
  by: NewAuditEntry['by'],
): void {
  (writer as WriteBatch).update(ref, { ...dataSubjectRequestStep(step), history: FieldValue.arrayUnion(step) });
  writeAuditEntry(
    writer,
    auditEntry({
      by,
      firmId: null,
      targetEmail: maskedContact(before.email, before.phone),
      field: 'data-subject-request',
      before: before.status,
      after: step.status,
      ...(step.note ? { note: step.note } : {}),
    }),
  );
}

/** How an E.164 number may stand in the register (the operator typed it, spaces removed). */
const numberSpellings = (e164: string) => [e164, `0${e164.slice(3)}`, e164.slice(1)];

/**
 * The erasure requests still open from this address or these numbers: read before the erasure's
 * writes, closed in its last batch by closeErasureRequests.
 */
export async function openErasureRequests(contact: { email: string | null; phones: string[] }): Promise<QueryDocumentSnapshot[]> {
  const erasure = collections.dataSubjectRequests().where('kind', '==', 'erasure');
  const phones = [...new Set(contact.phones.flatMap(numberSpellings))];
  const queries = [
    ...(contact.email ? [erasure.where('email', '==', contact.email.trim().toLowerCase())] : []),
    // `in` takes at most 30 values.
    ...Array.from({ length: Math.ceil(phones.length / 30) }, (_, i) =>
      erasure.where('phone', 'in', phones.slice(i * 30, i * 30 + 30)),
    ),
  ];
  const docs = (await Promise.all(queries.map((q) => q.get()))).flatMap((s) => s.docs);
  const open = docs.filter((d) => !isClosedStatus(d.get('status') as DsrStatus));
  return [...new Map(open.map((d) => [d.ref.path, d])).values()];
}

/** Closes the requests openErasureRequests found (done, with who and why), in the erasure's batch. */
export function closeErasureRequests(
  writer: Writer,
  open: QueryDocumentSnapshot[],
  closing: { note: string; by: NewAuditEntry['by']; byWords: string },
): void {
  const at = new Date();
  for (const doc of open) {
    writeDataSubjectRequestStep(
      writer,
      doc.ref,
      {
        status: doc.get('status') as DsrStatus,
        email: doc.get('email') as string | null,
        phone: doc.get('phone') as string | null,
      },
      { status: 'done', note: closing.note, at, by: closing.byWords },
      closing.by,
    );
  }
}
