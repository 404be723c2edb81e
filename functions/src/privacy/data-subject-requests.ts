import { FieldValue } from 'firebase-admin/firestore';
import {
  DSR_MESSAGES,
  dataSubjectRequestStep,
  isClosedStatus,
  newDataSubjectRequest,
  type DsrStatus,
  type RecordDataSubjectRequestResult,
  type UpdateDataSubjectRequestResult,
} from '@/domain/privacy/data-subject-requests';
import { maskEmail } from '@/domain/privacy/personal-data';
import { auditEntry } from '@/domain/shared/audit-entry';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { collections } from '../shared/documents';
import { writeAuditEntry } from '../shared/record-writes';

/** The person as the audit trail names them: masked, never the address or number itself. */
const maskedContact = (email: string | null, phone: string | null) =>
  email ? maskEmail(email) : phone ? `${phone.slice(0, 4)}***${phone.slice(-2)}` : '';

/** The Information Officer records a request as it arrives: due 30 days later, open, audited. */
export const recordDataSubjectRequest = callable('recordDataSubjectRequest', {
  access: 'admin',
  handler: async ({ kind, email, phone, details }, caller): Promise<RecordDataSubjectRequestResult> => {
    const ref = collections.dataSubjectRequests().doc();
    const request = newDataSubjectRequest({
      kind,
      email,
      phone,
      details,
      receivedAt: Date.now(),
      recordedBy: caller.email ?? caller.uid!,
    });
    const batch = db.batch();
    batch.create(ref, request);
    writeAuditEntry(
      batch,
      auditEntry({
        by: { uid: caller.uid!, email: caller.email },
        firmId: null,
        targetEmail: maskedContact(request.email, request.phone),
        field: 'data-subject-request',
        before: '',
        after: `${kind} recorded (${ref.id})`,
      }),
    );
    await batch.commit();
    return { requestId: ref.id, dueAt: request.dueAt.getTime() };
  },
});

/** Moves a request on (in progress, done or refused, with a note); a closed one stays closed. */
export const updateDataSubjectRequest = callable('updateDataSubjectRequest', {
  access: 'admin',
  handler: async ({ requestId, status, note }, caller): Promise<UpdateDataSubjectRequestResult> => {
    const ref = collections.dataSubjectRequests().doc(requestId);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw callableError('request-not-found', DSR_MESSAGES.notFound, 'requestId');
      const before = snap.get('status') as DsrStatus;
      if (isClosedStatus(before)) throw callableError('request-closed', DSR_MESSAGES.closed);
      const step = { status, note, at: new Date(), by: caller.email ?? caller.uid! };
      tx.update(ref, { ...dataSubjectRequestStep(step), history: FieldValue.arrayUnion(step) });
      writeAuditEntry(
        tx,
        auditEntry({
          by: { uid: caller.uid!, email: caller.email },
          firmId: null,
          targetEmail: maskedContact(snap.get('email') as string | null, snap.get('phone') as string | null),
          field: 'data-subject-request',
          before,
          after: status,
          ...(note ? { note } : {}),
        }),
      );
      return { status };
    });
  },
});
