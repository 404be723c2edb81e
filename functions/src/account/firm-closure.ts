import { FieldPath, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { CLOSE_ACCOUNT_MESSAGES, type CloseFirmAccountResult } from '@/domain/firms/account';
import { maskEmail } from '@/domain/privacy/personal-data';
import { allLanguageIndexIds } from '@/domain/matching/language-index';
import { auth, db } from '../shared/admin';
import { callableError } from '../shared/callable';
import { readFirm } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { cancelPayfastSubscription } from '../payments/payfast-api';
import { collectionOf, collections } from '../shared/documents';
import { auditEntry } from '@/domain/shared/audit-entry';
import { writeAuditEntry } from '../shared/record-writes';
import { closeErasureRequests, openErasureRequests } from '../privacy/data-subject-register';

/** Who closed the account: the firm itself, or an operator from the data request tool. */
export interface Closer {
  uid: string;
  email: string | null;
}

export interface ClosureOptions {
  /**
   * Email the address what was erased and kept (default). The retention job passes false: an
   * address that never confirmed it belongs to the registrant may be a stranger's.
   */
  notify?: boolean;
  /** Why, for the audit entry (the retention job's closures). */
  reason?: string;
}

/**
 * Closes a firm account. In this order, so a failure part-way never leaves a firm that is billed
 * but gone, or gone from the database but still matched:
 * 1. a live PayFast subscription is cancelled at PayFast first; if PayFast refuses, nothing
 *    changes and the closer is told (the card must never be charged for a closed account);
 * 2. the match index and the public firm document go in one batch: matching, featured lists and
 *    open leads stop seeing the firm at once;
 * 3. everything else of the firm is deleted: its private account and verification evidence,
 *    its leads (copies of client requests) and their shared copies on the open-lead board, their
 *    release and review links and the clients' request links, its reviews with its replies and
 *    reports, correspondent requests and their emails, checkouts,
 *    statistics, name and domain claims, confirmation links, mail to its address, its user
 *    record, its logo and its Auth user;
 * 4. payments (tax invoices) are kept, as the Tax Administration Act requires; one audit entry
 *    records the closure with the address masked, and the firm is emailed what was erased and kept
 *    (unless `options.notify` is false: the retention job closing a registration never confirmed).
 */
export async function closeFirm(firmId: string, by: Closer, options: ClosureOptions = {}): Promise<CloseFirmAccountResult> {
  const record = await readFirm(firmId);
  if (!record) throw callableError('firm-not-found', 'This firm account no longer exists.');
  const { firm, account } = record;

  if (account.subscriptionToken && account.subscriptionStatus === 'active') {
    const outcome = await cancelPayfastSubscription(account.subscriptionToken);
    if (outcome.result === 'failed') {
      logger.error('PayFast cancel failed at closure', { firmId, status: outcome.status, detail: outcome.detail });
      throw callableError('subscription-cancel-failed', CLOSE_ACCOUNT_MESSAGES.cancelRefused);
    }
  }

  const firmRef = collections.firms().doc(firmId);
  const off = db.batch();
  off.delete(collections.firmMatchIndex().doc(firmId));
  for (const id of allLanguageIndexIds(firmId)) off.delete(collections.firmLanguageIndex().doc(id));
  off.delete(firmRef);
  await off.commit();

  const refs = new Map<string, DocumentReference>();
  const add = (ref: DocumentReference) => refs.set(ref.path, ref);
  const each = async (query: Query) => (await query.get()).docs.forEach((d) => add(d.ref));
  const inSlices = async (ids: string[], ask: (slice: string[]) => Promise<unknown>) => {
    for (let i = 0; i < ids.length; i += 30) await ask(ids.slice(i, i + 30));
  };

  const leads = await collections.leads().where('firmId', '==', firmId).get();
  leads.docs.forEach((d) => add(d.ref));
  const leadIds = leads.docs.map((d) => d.id);
  await inSlices(leadIds, async (slice) => {
    await each(collections.requestAccess().where('leadId', 'in', slice));
    await each(collections.reviewInvites().where('leadId', 'in', slice));
    await each(collections.reviewInviteLeads().where(FieldPath.documentId(), 'in', slice));
    await each(collections.mail().where('data.leadId', 'in', slice));
    // Shared copies of its leads on the open-lead board: their original is going.
    await each(collections.openLeads().where('originalLeadId', 'in', slice));
    // The client's links to its answers and consultations (issue 35).
    await each(collectionOf('answerLinks').where('leadId', 'in', slice));
    await each(collectionOf('bookingLinks').where('leadId', 'in', slice));
  });
  const reviews = await collections.reviews().where('firmId', '==', firmId).get();
  reviews.docs.forEach((d) => add(d.ref));
  await inSlices(
    reviews.docs.map((d) => d.id),
    (slice) => each(collections.reviewReports().where(FieldPath.documentId(), 'in', slice)),
  );
  for (const [collection, field] of [
    ['leadReleases', 'firmId'],
    ['reviewInvites', 'firmId'],
    ['correspondentRequests', 'fromFirmId'],
    ['correspondentRequests', 'toFirmId'],
    ['correspondentRequestCounts', 'firmId'],
    ['checkouts', 'firmId'],
    ['planEvents', 'firmId'],
    ['inactiveFirmNotices', 'firmId'],
    ['firmNames', 'firmId'],
    ['firmDomains', 'firmId'],
    ['firmEmailConfirmations', 'firmId'],
    ['users', 'firmId'],
    ['messagingChoices', 'firmId'],
    // Its answers, consultations and the times they held, and the clients' "Did <firm> contact you?" links.
    ['leadAnswers', 'firmId'],
    ['consultationBookings', 'firmId'],
    ['firmSlotLocks', 'firmId'],
    ['contactCheckLinks', 'firmId'],
  ] as const) {
    await each(collectionOf(collection).where(field, '==', firmId));
  }
  // The emails of its correspondent requests (sent or received) carry its contact person's details.
  const correspondence = [...refs.values()].filter((ref) => ref.parent.id === 'correspondentRequests').map((ref) => ref.id);
  await inSlices(correspondence, (slice) => each(collections.mail().where('data.requestId', 'in', slice)));
  // The operator's mails about its plan (operator-plan-event) name it; its planEvents lines go above.
  await each(collections.mail().where('data.firmId', '==', firmId));
  add(collections.firmStats().doc(firmId));
  add(collectionOf('answerTemplates').doc(firmId));
  const addresses = [...new Set([account.email, account.email.toLowerCase()])];
  await each(collections.mail().where('to', 'in', addresses));

  const writer = db.bulkWriter();
  for (const ref of refs.values()) void writer.delete(ref);
  await writer.close();
  // The private account, verification evidence and any other subcollection of the firm.
  await db.recursiveDelete(firmRef);

  await deleteLogo(firmId);
  const uids = new Set([account.adminUserId].filter((u): u is string => typeof u === 'string' && u.length > 0));
  for (const user of await auth
    .getUserByEmail(account.email)
    .then((u) => [u])
    .catch(() => []))
    uids.add(user.uid);
  for (const uid of uids) await auth.deleteUser(uid).catch(() => undefined);

  const invoicesKept = (await collections.payments().where('firmId', '==', firmId).get()).size;
  const openRequests = await openErasureRequests({ email: account.email, phones: [] });
  const batch = db.batch();
  // An erasure request from the firm's login address is answered by the closure.
  closeErasureRequests(batch, openRequests, {
    note: `Firm account closed${options.reason ? ` (${options.reason})` : ''}; ${invoicesKept} payment records kept by law.`,
    by,
    byWords: by.email ?? by.uid,
  });
  writeAuditEntry(
    batch,
    auditEntry({
      by,
      firmId,
      firmName: firm.firmName,
      targetEmail: maskEmail(account.email),
      field: 'account',
      before: firm.firmName,
      after: `closed; ${refs.size} records erased, ${invoicesKept} payment records kept`,
      ...(options.reason ? { reason: options.reason } : {}),
    }),
  );
  await batch.commit();
  if (options.notify === false) return { closed: true, invoicesKept };
  await enqueueMail(null, {
    to: account.email,
    template: 'firm-account-closed',
    data: { firmName: firm.firmName, invoicesKept },
  });
  return { closed: true, invoicesKept };
}

/**
 * The logo the firm uploaded (firms/{firmId}/logo.*). Skipped where Storage does not run (a local
 * emulator session without the Storage emulator); a failure is logged, never a reason to stop.
 */
async function deleteLogo(firmId: string): Promise<void> {
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return;
  try {
    await getStorage()
      .bucket()
      .deleteFiles({ prefix: `firms/${firmId}/` });
  } catch (error) {
    logger.warn('logo of a closed firm not deleted', { firmId, error: String(error) });
  }
}
