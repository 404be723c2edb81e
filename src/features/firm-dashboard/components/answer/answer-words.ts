/** How the firm's screens word an answer and a booking (English, like every firm screen). */
import type { AnswerDecision } from '@/domain/answers/documents';
import type { ConsultationSlot } from '@/domain/answers/slots';
import { formatSastDateTime } from '@/domain/shared/format';
import { MODE_LABEL } from './slot-fields';

/** '3 Dec 2026, 10:00 SAST · 60 minutes · In person at 12 Long Street'. */
export function slotText(slot: Pick<ConsultationSlot, 'startsAt' | 'minutes' | 'mode'> & { address?: string }): string {
  const how = slot.mode === 'in-person' && slot.address ? `In person at ${slot.address}` : MODE_LABEL[slot.mode];
  return `${formatSastDateTime(slot.startsAt)} · ${slot.minutes} minutes · ${how}`;
}

export function callbackText(window: { from: number; to: number }): string {
  const until = formatSastDateTime(window.to).replace(/^.*, /, '');
  return `We will phone the client on ${formatSastDateTime(window.from).replace(/ SAST$/, '')} to ${until}`;
}

export const DECISION_TEXT: Record<AnswerDecision, string> = {
  booked: 'The client booked a time.',
  'times-declined': 'The client said none of these times suit them. You can send a new answer with other times.',
  closed: 'The client no longer needs help and closed the request.',
  'sent-on': 'The client sent the request to another firm.',
};
