import { useState } from 'react';
import { Alert, Button, cn, LoadingBlock } from '@/components/ui';
import type { AnswerLeadResult } from '@/domain/answers/contract';
import { feeEstimateLines } from '@/domain/answers/fee';
import type { BusinessHours } from '@/domain/firms/options';
import { formatSastDateTime } from '@/domain/shared/format';
import type { StoredBooking, StoredLeadAnswer } from '@/lib/firestore';
import { useLeadAnswering } from '../../api/answers';
import { AnswerForm } from './answer-form';
import { callbackText, DECISION_TEXT, slotText } from './answer-words';
import { BookingActions } from './booking-actions';

const CHANNEL_WORDS = { email: 'email', whatsapp: 'WhatsApp', sms: 'SMS' } as const;

/**
 * The answer on a lead (any plan; an accepted open lead before release too): what the client was
 * sent, what they did with it, the booking, and the form to answer (again: a correction).
 * `answerable` is false for a lead the server would refuse (passed on, withdrawn, closed).
 */
export function LeadAnswerSection({
  firmId,
  leadId,
  businessHours,
  answerable,
}: {
  firmId: string;
  leadId: string;
  businessHours: BusinessHours;
  answerable: boolean;
}) {
  const answering = useLeadAnswering(firmId, leadId);
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const sent = (result: AnswerLeadResult) => {
    setWriting(false);
    setNotice(
      `Your answer was sent to the client by ${result.channels.map((c) => CHANNEL_WORDS[c]).join(' and ')}. Their response clock has stopped.`,
    );
  };
  const answers = answering.status === 'ready' ? answering.data.answers : [];
  const booking = answering.status === 'ready' ? (answering.data.bookings[0] ?? null) : null;
  return (
    <section aria-labelledby={`answer-${leadId}`} className="space-y-3">
      <h3 id={`answer-${leadId}`} className="font-semibold text-brand-950">
        Your answer
      </h3>
      {notice && <Alert tone="success">{notice}</Alert>}
      {answering.status === 'loading' && <LoadingBlock label="Loading your answers..." />}
      {answering.status === 'error' && (
        <Alert tone="error">We could not load your answers to this lead. Please refresh the page.</Alert>
      )}
      {booking && <BookingState booking={booking} businessHours={businessHours} onChanged={setNotice} />}
      {answering.status === 'ready' && answers.length === 0 && !writing && (
        <p className="text-sm text-slate-700">
          Tell the client what it will cost and when you can talk. They can book a time in one tap; answering stops your response
          clock.
        </p>
      )}
      {answers.length > 0 && (
        <ol className="space-y-3" aria-label="Answers sent">
          {answers.map((answer, i) => (
            <SentAnswer key={answer.id} answer={answer} latest={i === 0} />
          ))}
        </ol>
      )}
      {writing ? (
        <AnswerForm
          leadId={leadId}
          firmId={firmId}
          businessHours={businessHours}
          correcting={answers.length > 0}
          onSent={sent}
          onCancel={() => setWriting(false)}
        />
      ) : (
        answerable &&
        answering.status === 'ready' && (
          <Button onClick={() => (setWriting(true), setNotice(null))} variant={answers.length > 0 ? 'secondary' : 'primary'}>
            {answers.length > 0 ? 'Send a corrected answer' : 'Answer the client'}
          </Button>
        )
      )}
    </section>
  );
}

function SentAnswer({ answer, latest }: { answer: StoredLeadAnswer; latest: boolean }) {
  return (
    <li
      className={cn(
        'rounded-lg border p-3 text-sm',
        latest ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200 text-slate-600',
      )}
    >
      <p className="font-medium text-slate-900">
        {latest ? 'Sent' : 'Replaced answer, sent'} {formatSastDateTime(answer.deliveredAt)}
        {answer.replacesAnswerId && latest && ' (a correction)'}
      </p>
      {answer.personalInfoRemoved ? (
        <p className="mt-1 italic">The message was removed with the client’s data.</p>
      ) : (
        <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{answer.message}</p>
      )}
      <ul className="mt-2 list-disc pl-5">
        {feeEstimateLines(answer.fee).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {answer.offer.kind === 'times' ? (
        <ul className="mt-2 space-y-1" aria-label="Times offered">
          {answer.offer.slots.map((slot) => (
            <li key={slot.startsAt}>{slotText(slot)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">{callbackText(answer.offer)}</p>
      )}
      {answer.decision && (
        <p className="mt-2 font-medium text-slate-900">
          {DECISION_TEXT[answer.decision.kind]}
          {answer.decision.note && <span className="block font-normal">Their note: “{answer.decision.note}”</span>}
        </p>
      )}
    </li>
  );
}

function BookingState({
  booking,
  businessHours,
  onChanged,
}: {
  booking: StoredBooking;
  businessHours: BusinessHours;
  onChanged: (message: string) => void;
}) {
  if (booking.state === 'cancelled') {
    return (
      <Alert tone="warning" title="Consultation cancelled">
        {slotText(booking.slot)}. Cancelled by {booking.cancelledBy === 'firm' ? 'your firm' : 'the client'}
        {booking.reason ? `: “${booking.reason}”` : '.'}
      </Alert>
    );
  }
  const past = booking.startsAt < Date.now();
  return (
    <div className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
      <p className="font-semibold text-green-900">Consultation booked</p>
      <p className="text-slate-900">{slotText(booking.slot)}</p>
      {booking.sequence > 0 && booking.reason && <p className="text-slate-700">Last moved: “{booking.reason}”</p>}
      {!past && <BookingActions bookingId={booking.id} slot={booking.slot} businessHours={businessHours} onChanged={onChanged} />}
    </div>
  );
}
