import { useState } from 'react';
import { Alert, Button, Card, LoadingBlock } from '@/components/ui';
import type { BusinessHours } from '@/domain/firms/options';
import { useUpcomingConsultations } from '../../api/answers';
import { slotText } from '../answer/answer-words';
import { BookingActions } from '../answer/booking-actions';

/**
 * The firm's booked consultations from now on, soonest first (every plan): when, how, for which
 * lead, and Move / Cancel with a reason the client reads. The client's name shows once their
 * details reached the firm (double blind before release: the reference only).
 */
export function UpcomingConsultations({ firmId, businessHours }: { firmId: string; businessHours: BusinessHours }) {
  const upcoming = useUpcomingConsultations(firmId);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (message: string) => {
    setNotice(message);
    upcoming.reload();
  };
  return (
    <Card>
      <section aria-labelledby="upcoming-title" className="space-y-3">
        <h3 id="upcoming-title" className="text-lg font-semibold text-brand-950">
          Upcoming consultations
        </h3>
        {notice && <Alert tone="success">{notice}</Alert>}
        {upcoming.status === 'loading' && <LoadingBlock label="Loading your consultations..." />}
        {upcoming.status === 'error' && (
          <Alert tone="error">
            We could not load your consultations.{' '}
            <Button size="sm" variant="ghost" onClick={upcoming.reload}>
              Try again
            </Button>
          </Alert>
        )}
        {upcoming.status === 'ready' &&
          (upcoming.data.length === 0 ? (
            <p className="text-sm text-slate-700">
              No consultations booked yet. When a client books one of the times in your answer, it appears here and you both get a
              calendar invitation by email.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {upcoming.data.map((c) => (
                <li key={c.bookingId} className="space-y-2 py-3">
                  <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{slotText(c.slot)}</p>
                  <p className="text-sm text-slate-700">
                    {c.clientName ?? 'Client details not yet shared'} · {c.need} · Reference {c.reference}
                    {c.sequence > 0 && ` · moved ${c.sequence === 1 ? 'once' : `${c.sequence} times`}`}
                  </p>
                  <BookingActions bookingId={c.bookingId} slot={c.slot} businessHours={businessHours} onChanged={changed} />
                </li>
              ))}
            </ul>
          ))}
      </section>
    </Card>
  );
}
