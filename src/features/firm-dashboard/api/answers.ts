import { onSnapshot, query, where } from 'firebase/firestore';
import type { AnswerTemplate, CancelBookingResult, MoveBookingResult } from '@/domain/answers/contract';
import type { ConsultationSlot } from '@/domain/answers/slots';
import { call } from '@/lib/callable';
import { consultationBookingsRef, leadAnswersRef, type StoredBooking, type StoredLeadAnswer } from '@/lib/firestore';
import { useLoad, useWatch, type Load } from '@/lib/use-load';
import type { AnswerInput } from '../components/answer/answer-values';

/** The firm's answer to one of its leads (any plan): the server checks the lead, the times and the hours again. */
export const answerLead = (leadId: string, input: AnswerInput) => call('answerLead', { leadId, ...input });

/** The firm's saved answer templates (Settings), and the whole list saved back. */
const getAnswerTemplates = () => call('getAnswerTemplates', {});
export const saveAnswerTemplates = (templates: AnswerTemplate[]) => call('saveAnswerTemplates', { templates });

/** The templates, loaded once per screen; `reload` after a save. */
export function useAnswerTemplates(firmId: string) {
  return useLoad(`answer-templates:${firmId}`, async () => (await getAnswerTemplates()).templates);
}

export interface LeadAnswering {
  answers: StoredLeadAnswer[];
  bookings: StoredBooking[];
}

/**
 * What this lead's client was sent and booked, live: the firm's own leadAnswers and
 * consultationBookings for the lead (rules let a firm read exactly its own; equality filters only,
 * sorted here, newest answer first and the current booking first).
 */
export function useLeadAnswering(firmId: string, leadId: string): Load<LeadAnswering> {
  const answers = useWatch<StoredLeadAnswer[]>(`answers:${firmId}:${leadId}`, (next, fail) =>
    onSnapshot(
      query(leadAnswersRef(), where('firmId', '==', firmId), where('leadId', '==', leadId)),
      (snap) => next(snap.docs.map((d) => d.data()).sort((a, b) => b.createdAt - a.createdAt)),
      fail,
    ),
  );
  const bookings = useWatch<StoredBooking[]>(`bookings:${firmId}:${leadId}`, (next, fail) =>
    onSnapshot(
      query(consultationBookingsRef(), where('firmId', '==', firmId), where('leadId', '==', leadId)),
      (snap) => next(snap.docs.map((d) => d.data()).sort((a, b) => b.updatedAt - a.updatedAt)),
      fail,
    ),
  );
  if (answers.status === 'error' || bookings.status === 'error') return { status: 'error' };
  if (answers.status === 'loading' || bookings.status === 'loading') return { status: 'loading' };
  return { status: 'ready', data: { answers: answers.data, bookings: bookings.data } };
}

/** The firm's booked consultations from now on, soonest first. */
export function useUpcomingConsultations(firmId: string) {
  return useLoad(`upcoming:${firmId}`, async () => (await call('listUpcomingConsultations', {})).consultations);
}

export const moveBookingAsFirm = (bookingId: string, slot: ConsultationSlot, reason: string): Promise<MoveBookingResult> =>
  call('moveBooking', { by: 'firm', bookingId, slot, reason });

export const cancelBookingAsFirm = (bookingId: string, reason: string): Promise<CancelBookingResult> =>
  call('cancelBooking', { by: 'firm', bookingId, reason });
