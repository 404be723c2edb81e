import {
  DSR_MESSAGES,
  isClosedStatus,
  newDataSubjectRequest,
  type DsrStatus,
  type RecordDataSubjectRequestResult,
  type UpdateDataSubjectRequestResult,
} from '@/domain/privacy/data-subject-requests';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { collections } from '../shared/documents';
import { auditActor } from '../shared/record-writes';
import { writeDataSubjectRequest, writeDataSubjectRequestStep } from './data-subject-register';

/** The Information Officer records a request as it arrives: due 30 days later, open, audited. */
export const recordDataSubjectRequest = callable('recordDataSubjectRequest', {
  access: 'admin',
  handler: async ({ kind, email, phone, details }, caller): Promise<RecordDataSubjectRequestResult> => {
    const request = newDataSubjectRequest({
      kind,
      email,
      phone,
      details,
      receivedAt: Date.now(),
      recordedBy: caller.email ?? caller.uid!,
    });
    const batch = db.batch();
    const requestId = writeDataSubjectRequest(batch, request, auditActor(caller));
    await batch.commit();
    return { requestId, dueAt: request.dueAt.getTime() };
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
      writeDataSubjectRequestStep(
        tx,
        ref,
        { status: before, email: snap.get('email') as string | null, phone: snap.get('phone') as string | null },
        { status, note, at: new Date(), by: caller.email ?? caller.uid! },
        auditActor(caller),
      );
      return { status };
    });
  },
});
