/**
 * The client's reminder a day before a booked consultation (functions/src/answers/reminders.ts),
 * with the job's clock moved through the emulator-only consultationRemindersRun: sent once when
 * due, never before, never twice (a second run, or two runs at once), re-armed by a move, dropped
 * by a cancellation.
 */
import { SAST_OFFSET_MS } from '@/domain/payments/plans';
import type { ReminderOutcome } from '../../functions/src/answers/reminders';
import { runJobAt } from '../fixtures/clock-run';
import { leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { putFirm } from './matching-fixtures';
import { divorceFirm, wizardFormData } from './overdue-leads';
import { queuedMails, renderQueued } from './queued-mail';

vi.setConfig({ testTimeout: 60_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CLIENT = wizardFormData.email;

/** 10:00 SAST on the `n`th weekday at least two days from now (so a reminder is due a day before). */
function weekdayAt(n: number, hour: number): number {
  let found = 0;
  for (let d = 2; d < 20; d++) {
    const local = new Date(Date.now() + SAST_OFFSET_MS + d * DAY);
    const dow = local.getUTCDay();
    if (dow === 0 || dow === 6) continue;
    if (++found === n) return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) - SAST_OFFSET_MS;
  }
  throw new Error('no weekday');
}

const remindAt = (bookingIds: string[], now: number) =>
  runJobAt<ReminderOutcome>('consultationRemindersRun', now, { bookingIds });

async function bookedConsultation(leadId: string, firstDay = 1) {
  await db
    .doc(`leads/${leadId}`)
    .set(leadDocument({ firmId: 'answering', practiceArea: 'divorce-separation', formData: wizardFormData }));
  const slots = [
    { startsAt: weekdayAt(firstDay, 10), minutes: 60, mode: 'phone' },
    { startsAt: weekdayAt(firstDay + 1, 10), minutes: 60, mode: 'phone' },
  ];
  const firm = await idTokenFor('answering@firm.test', { firmId: 'answering' });
  const answered = await callFunction(
    'answerLead',
    {
      leadId,
      message: 'We can help; please choose a time.',
      fee: { consultation: { kind: 'free' }, matter: { kind: 'after-consultation' }, vat: 'not-registered' },
      offer: { kind: 'times', slots },
    },
    firm,
  );
  expect(answered.error).toBeUndefined();
  const mail = (await queuedMails(CLIENT, 'answer-received')).find((d) => (d.data as { leadId: string }).leadId === leadId);
  const token = new URL((mail!.data as { answerUrl: string }).answerUrl).searchParams.get('token')!;
  const booked = await callFunction<{ bookingId: string }>('bookConsultation', { token, startsAt: slots[0]!.startsAt });
  expect(booked.error).toBeUndefined();
  return { bookingId: booked.data!.bookingId, slots, firm };
}

beforeEach(async () => {
  await clearFirestore();
  await putFirm('answering', { ...divorceFirm, firmName: 'Dlamini Attorneys' });
});

describe('the 24-hour reminder', () => {
  it('is not sent early, is sent once when due with the time and a link to change it, and never twice', async () => {
    const { bookingId, slots } = await bookedConsultation('rm1');
    const start = slots[0]!.startsAt;
    const booking = (await db.doc(`consultationBookings/${bookingId}`).get()).data()!;
    expect(booking.remindAt.toMillis()).toBe(start - DAY);

    expect(await remindAt([bookingId], start - DAY - HOUR)).toEqual([{ bookingId, outcome: 'skipped' }]);
    expect(await queuedMails(CLIENT, 'consultation-reminder')).toHaveLength(0);

    // Two runs at the same moment: one sends, the other finds it sent.
    const runs = await Promise.all([remindAt([bookingId], start - 23 * HOUR), remindAt([bookingId], start - 23 * HOUR)]);
    expect(
      runs
        .flat()
        .map((o) => o.outcome)
        .sort(),
    ).toEqual(['sent', 'skipped']);
    expect(await remindAt([bookingId], start - 22 * HOUR)).toEqual([{ bookingId, outcome: 'skipped' }]);
    const reminders = await queuedMails(CLIENT, 'consultation-reminder');
    expect(reminders).toHaveLength(1);
    const mail = renderQueued(reminders[0]!);
    expect(mail.subject).toBe('Reminder: your consultation with Dlamini Attorneys is tomorrow');
    expect(mail.text).toContain('By phone');
    expect(mail.text).toMatch(/Move or cancel the consultation: \S+\/my-request\/answer\?token=/);
    const after = (await db.doc(`consultationBookings/${bookingId}`).get()).data()!;
    expect(after.remindAt).toBeNull();
    expect(after.reminderSentAt).not.toBeNull();
  });

  it('a move re-arms it for the new time; a cancellation drops it', async () => {
    const { bookingId, slots, firm } = await bookedConsultation('rm2');
    await remindAt([bookingId], slots[0]!.startsAt - 23 * HOUR);
    expect(await queuedMails(CLIENT, 'consultation-reminder')).toHaveLength(1);
    const moved = await callFunction(
      'moveBooking',
      { by: 'firm', bookingId, slot: slots[1], reason: 'Our attorney is in court.' },
      firm,
    );
    expect(moved.error).toBeUndefined();
    expect((await db.doc(`consultationBookings/${bookingId}`).get()).get('remindAt').toMillis()).toBe(slots[1]!.startsAt - DAY);
    expect(await remindAt([bookingId], slots[1]!.startsAt - 23 * HOUR)).toEqual([{ bookingId, outcome: 'sent' }]);
    expect(await queuedMails(CLIENT, 'consultation-reminder')).toHaveLength(2);

    const other = await bookedConsultation('rm3', 3);
    await callFunction('cancelBooking', { by: 'firm', bookingId: other.bookingId, reason: 'The client asked us to.' }, firm);
    expect(await remindAt([other.bookingId], other.slots[0]!.startsAt - 23 * HOUR)).toEqual([
      { bookingId: other.bookingId, outcome: 'skipped' },
    ]);
  });

  it('the unfiltered run finds due bookings by remindAt and drops a reminder whose time has passed', async () => {
    const { bookingId, slots } = await bookedConsultation('rm4');
    const outcomes = await runJobAt<ReminderOutcome>('consultationRemindersRun', slots[0]!.startsAt + HOUR);
    expect(outcomes).toContainEqual({ bookingId, outcome: 'missed' });
    expect(await queuedMails(CLIENT, 'consultation-reminder')).toHaveLength(0);
  });
});
