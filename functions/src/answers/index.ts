// The firm's answer inside the platform (issue 35; docs/answers.md); functions/src/index.ts re-exports them.
import { inEmulator } from '../shared/config';
import { consultationRemindersClock } from './reminders';

export { answerLead } from './answer-lead';
export { saveAnswerTemplates, getAnswerTemplates } from './answer-templates';
export { getAnswerOffer } from './get-answer-offer';
export { bookConsultation, moveBooking, cancelBooking } from './bookings';
export { declineAnswerTimes, closeMyRequestFromAnswer, sendOnFromAnswer } from './decisions';
export { listUpcomingConsultations } from './list-upcoming';
export { consultationReminders } from './reminders';

/** Moves the reminder job's clock on demand in emulator runs; never deployed (see payments/index.ts). */
export const consultationRemindersRun = inEmulator() ? consultationRemindersClock : undefined;
