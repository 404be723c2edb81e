import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sastDateLabel } from '@/domain/payments/billing';
import { DAY_MS, inactiveFirmClosesAt, inactivityStep } from '@/domain/privacy/retention';
import { PATHS } from '@/domain/shared/site';
import { auth, db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { collections, inactiveFirmsStateDoc } from '../shared/documents';
import { readFirm, type FirmRecord } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { closeFirm } from './firm-closure';

/** Firms looked at per run; the cursor in system/inactiveFirms carries on from there (hourly runs). */
const INACTIVE_FIRMS_BATCH = 200;

export interface InactiveFirmsReport {
  looked: number;
  warned: string[];
  closed: string[];
}

/**
 * The last time anyone of the firm was signed in: the latest sign-in or token refresh (a browser
 * that stays signed in refreshes its token hourly while used) of its admin user and of the login
 * with the account's address, from Firebase Auth's own records: nothing the browser writes is
 * believed. Null when the firm has no login (nothing to measure; never closed for it).
 */
async function lastActiveAt(record: FirmRecord): Promise<number | null> {
  const users = await Promise.all([
    record.account.adminUserId ? auth.getUser(record.account.adminUserId).catch(() => null) : null,
    record.account.email ? auth.getUserByEmail(record.account.email).catch(() => null) : null,
  ]);
  const times = users
    .flatMap((u) => (u ? [u.metadata.lastSignInTime, u.metadata.lastRefreshTime, u.metadata.creationTime] : []))
    .map((t) => (t ? Date.parse(t) : NaN))
    .filter((t) => Number.isFinite(t));
  return times.length ? Math.max(...times) : null;
}

interface Notice {
  firmId: string;
  lastActiveAt: number;
  firstWarnedAt?: number;
  secondWarnedAt?: number;
}

/** One firm: warn, warn again, close, or (signed in since a warning) forget the warnings. */
async function handleFirm(firmId: string, now: number, report: InactiveFirmsReport): Promise<void> {
  const record = await readFirm(firmId);
  // A registration never confirmed is the retention job's (docs/privacy.md); it has no sign-in to wait for.
  if (!record || record.account.emailConfirmedAt === null || !record.account.email) return;
  const active = await lastActiveAt(record);
  if (active === null) return;
  const noticeRef = collections.inactiveFirmNotices().doc(firmId);
  const stored = (await noticeRef.get()).data() as Notice | undefined;
  // Someone signed in after the warnings: they count no more.
  const notice = stored && stored.lastActiveAt >= active ? stored : undefined;
  if (stored && !notice) await noticeRef.delete();
  const step = inactivityStep((now - active) / DAY_MS, { first: notice?.firstWarnedAt, second: notice?.secondWarnedAt }, now);
  if (!step) return;

  if (step === 'close') {
    await closeFirm(
      firmId,
      { uid: 'system:inactivity', email: null },
      { reason: 'no sign-in for 12 months, after two warnings' },
    );
    report.closed.push(firmId);
    return;
  }
  const batch = db.batch();
  const warnedAt = step === 'first-warning' ? { firstWarnedAt: now } : { secondWarnedAt: now };
  batch.set(noticeRef, { firmId, lastActiveAt: active, ...warnedAt, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await enqueueMail(batch, {
    to: record.account.email,
    template: 'firm-inactive-warning',
    data: {
      firmName: record.firm.firmName.trim() || record.account.email,
      warning: step === 'first-warning' ? 'first' : 'second',
      lastSignIn: sastDateLabel(active),
      closesOn: sastDateLabel(inactiveFirmClosesAt(active, step, now)),
      signInUrl: appUrl(PATHS.firmLogin),
    },
  });
  await batch.commit();
  report.warned.push(firmId);
}

/**
 * One run at `now` (the schedule passes the time; tests a moved clock): the next
 * INACTIVE_FIRMS_BATCH firms after the cursor, each warned at 335 and 350 days without a sign-in
 * and closed at 365 through closeFirm, the firm's own closure. A failure on one firm is logged and
 * the others go on.
 */
export async function runInactiveFirms(now: number, batchSize = INACTIVE_FIRMS_BATCH): Promise<InactiveFirmsReport> {
  const state = inactiveFirmsStateDoc();
  const after = ((await state.get()).data()?.after as string | undefined) ?? '';
  let query = collections.firms().orderBy(FieldPath.documentId()).limit(batchSize);
  if (after) query = query.startAfter(after);
  const firms = await query.select().get();
  const report: InactiveFirmsReport = { looked: firms.size, warned: [], closed: [] };
  for (const doc of firms.docs) {
    try {
      await handleFirm(doc.id, now, report);
    } catch (error) {
      logger.error('inactive firm not handled', { firmId: doc.id, error: String(error) });
    }
  }
  // A short page is the end of the list: the next run starts again from the first firm.
  await state.set({ after: firms.size < batchSize ? '' : (firms.docs.at(-1)?.id ?? ''), ranAt: new Date(now) });
  return report;
}

/** Every hour: the next batch of firms (a full pass over 10,000 firms takes about two days). */
export const closeInactiveFirms = onSchedule({ schedule: 'every 1 hours', timeZone: 'Africa/Johannesburg' }, async () => {
  const report = await runInactiveFirms(Date.now());
  logger.info('inactive firms', { looked: report.looked, warned: report.warned.length, closed: report.closed.length });
});
