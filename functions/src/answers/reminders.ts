/**
 * The client's reminder a day before a booked consultation, on their channel (the email; its
 * WhatsApp/SMS alert follows from it, registry.ts), exactly once per booked time.
 *
 * A booking carries `remindAt` (24 hours before its start; null when none is due). Each run reads
 * the bookings whose `remindAt` has come, oldest first, at most REMINDER_BATCH of them and for at
 * most REMINDER_TIME_BUDGET_MS, and reports how many are left (shared/bounded-run.ts); each is handled in its own transaction that re-reads it, clears
 * `remindAt`, stamps `reminderSentAt` and queues the mail together: a run that dies part way, or
 * two runs at once, can neither lose a reminder (it stays due for the next run) nor send one twice
 * (the second transaction finds `remindAt` cleared). A move re-arms it for the new time; a
 * cancellation clears it. A reminder whose consultation has already started is dropped.
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import { ANSWER_LINK_TTL_DAYS } from '@/domain/answers/contract';
import { answerPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { emulatorClockRun } from '../shared/emulator-clock-run';
import { readFirm } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { tellClient } from '../leads/placement';
import { aboutClient, clientOfLead } from './client';
import { bookingLinks, bookingRef, bookingsCollection } from './store';
import { boundedRun, type RunLimits, type RunReport } from '../shared/bounded-run';

/** Bookings handled per run; a backlog is worked off by the next runs, oldest first. */
const REMINDER_BATCH = 100;
/** A run stops starting new reminders after this long (the schedule runs it again in 15 minutes). */
const REMINDER_TIME_BUDGET_MS = 45_000;
const DAY_MS = 86_400_000;

export type ReminderOutcome = { bookingId: string; outcome: 'sent' | 'missed' | 'skipped' };

/** Sends one booking's reminder at `now`, if it is still due (see the module comment). */
async function remindOne(bookingId: string, now: Date): Promise<ReminderOutcome> {
  return db.runTransaction(async (tx) => {
    const booking = (await tx.get(bookingRef(bookingId))).data();
    if (!booking || booking.state !== 'booked' || booking.remindAt === null || booking.remindAt > now.getTime()) {
      return { bookingId, outcome: 'skipped' } as const;
    }
    if (booking.slot.startsAt <= now.getTime()) {
      tx.update(bookingRef(bookingId), { remindAt: null });
      return { bookingId, outcome: 'missed' } as const;
    }
    const lead = (await tx.get(leadRef(booking.leadId))).data();
    const client = lead ? await clientOfLead(tx, booking.leadId, lead) : null;
    const firm = await readFirm(booking.firmId, tx).catch(() => null);
    tx.update(bookingRef(bookingId), { remindAt: null, reminderSentAt: now });
    if (!client) return { bookingId, outcome: 'missed' } as const;
    const link = bookingLinks.issue(now.getTime(), booking.slot.startsAt);
    tx.set(link.ref, {
      bookingId,
      leadId: booking.leadId,
      ...link.dates,
      expireAt: Timestamp.fromMillis(booking.slot.startsAt + ANSWER_LINK_TTL_DAYS * DAY_MS),
    });
    await tellClient(tx, aboutClient(booking.leadId, client), {
      template: 'consultation-reminder',
      data: {
        name: client.name,
        firmName: firm?.firm.firmName ?? 'The firm',
        slot: booking.slot,
        consultationUrl: appUrl(answerPath(link.token, client.locale)),
      },
    });
    return { bookingId, outcome: 'sent' } as const;
  });
}

/** Bookings whose reminder has come at `now`, oldest first. Index: consultationBookings (remindAt). */
const dueReminders = (now: Date) =>
  bookingsCollection().where('remindAt', '<=', Timestamp.fromDate(now)).orderBy('remindAt', 'asc');

/**
 * One bounded run at `now` (shared/bounded-run.ts): at most `maxItems` reminders, none started
 * after `deadline`, and how many are still due for the next run; or only `bookingIds`.
 */
async function runReminders(
  now: Date,
  limits: Partial<RunLimits> = {},
  bookingIds?: readonly string[],
): Promise<RunReport<ReminderOutcome>> {
  const maxItems = Math.min(limits.maxItems ?? REMINDER_BATCH, REMINDER_BATCH);
  const deadline = limits.deadline ?? Date.now() + REMINDER_TIME_BUDGET_MS;
  const stillDue = async (ids: readonly string[]) =>
    (
      await Promise.all(ids.map(async (id) => ((await bookingRef(id).get()).data()?.remindAt ?? Infinity) <= now.getTime()))
    ).filter(Boolean).length;
  const ids = bookingIds ?? (await dueReminders(now).limit(maxItems).select().get()).docs.map((d) => d.id);
  const countDue = async () => (bookingIds ? stillDue(bookingIds) : (await dueReminders(now).count().get()).data().count);
  return boundedRun(ids, { maxItems, deadline }, (id) => remindSafely(id, now), countDue);
}

async function remindSafely(bookingId: string, now: Date): Promise<ReminderOutcome> {
  try {
    return await remindOne(bookingId, now);
  } catch (error) {
    // One damaged booking must not hold up the others; it stays due and is retried next run.
    logger.error('consultation reminder failed', { bookingId, error: String(error) });
    return { bookingId, outcome: 'skipped' };
  }
}

/** Every 15 minutes, SAST; a backlog is worked off over several runs and logged with what is left. */
export const consultationReminders = onSchedule({ schedule: 'every 15 minutes', timeZone: 'Africa/Johannesburg' }, async () => {
  const { outcomes, stoppedBy, remaining } = await runReminders(new Date());
  const count = (o: string) => outcomes.filter((x) => x.outcome === o).length;
  const counts = { sent: count('sent'), missed: count('missed'), skipped: count('skipped'), stoppedBy, remaining };
  if (remaining > 0) logger.warn('consultation reminders ran: reminders left for the next run', counts);
  else logger.info('consultation reminders ran', counts);
});

// Tests run side by side on one emulator: each moves the clock for its own bookings only.
const runOptions = (body: unknown) =>
  z
    .object({ bookingIds: z.array(z.string().min(1)).max(50).optional(), maxItems: z.number().int().min(1).max(100).optional() })
    .safeParse(body).data;

/**
 * Emulator only: the reminder job at a moved clock (shared/emulator-clock-run.ts), for every due
 * booking or `bookingIds`; with `maxItems` it answers the bounded run's report, else its outcomes.
 */
export const consultationRemindersClock = emulatorClockRun(async (now, body) => {
  const options = runOptions(body);
  const report = await runReminders(now, { maxItems: options?.maxItems }, options?.bookingIds);
  return options?.maxItems ? report : report.outcomes;
});
