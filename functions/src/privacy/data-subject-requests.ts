import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  DSR_MESSAGES,
  dsrDueAt,
  type RecordDataSubjectRequestResult,
  type UpdateDataSubjectRequestResult,
} from '@/domain/privacy/data-subject-requests';
import { maskEmail } from '@/domain/privacy/personal-data';
import { auditEntry } from '@/domain/shared/audit-entry';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { collections } from '../shared/documents';
import { writeAuditEntry } from '../shared/record-writes';

const who = (email: string | null, phone: string | null) =>
  email ? maskEmail(email) : phone ? `${phone.slice(0, 4)}***${phone.slice(-2)}` : '';

/** The Information Officer records a request as it arrives: due 30 days later, open, audited. */
export const recordDataSubjectRequest = callable('recordDataSubjectRequest', {
  access: 'admin',
  handler: async ({ kind, email, phone, details }, caller): Promise<RecordDataSubjectRequestResult> => {
    const now = Date.now();
    const ref = collections.dataSubjectRequests().doc();
    const batch = db.batch();
    const stored = { email: email?.toLowerCase() ?? null, phone: phone?.replace(/\s+/g, '') ?? null };
    batch.create(ref, {
      kind,
      ...stored,
      details,
      status: 'open',
      receivedAt: Timestamp.fromMillis(now),
      dueAt: Timestamp.fromMillis(dsrDueAt(now)),
      closedAt: null,
      note: '',
      recordedBy: caller.email ?? caller.uid!,
    });
    writeAuditEntry(
      batch,
      auditEntry({
        by: { uid: caller.uid!, email: caller.email },
        firmId: null,
        targetEmail: who(stored.email, stored.phone),
        field: 'data-subject-request',
        before: '',
        after: `${kind} recorded (${ref.id})`,
      }),
    );
    await batch.commit();
    return { requestId: ref.id, dueAt: dsrDueAt(now) };
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
      const before = snap.get('status') as string;
      if (before === 'done' || before === 'refused') throw callableError('request-closed', DSR_MESSAGES.closed);
      const closing = status === 'done' || status === 'refused';
      tx.update(ref, { status, note, closedAt: closing ? FieldValue.serverTimestamp() : null });
      writeAuditEntry(
        tx,
        auditEntry({
          by: { uid: caller.uid!, email: caller.email },
          firmId: null,
          targetEmail: who(snap.get('email') as string | null, snap.get('phone') as string | null),
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
