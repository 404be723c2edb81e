import { Alert, Card, EmptyState, LoadingBlock } from '@/components/ui';
import { planEventLine } from '@/domain/payments/plan-events';
import { formatSastDateTime } from '@/domain/shared/format';
import { PLAN_EVENTS_SHOWN, usePlanEvents } from '../api/plan-events';

/**
 * Which firms started, changed or cancelled a paid plan: the same line the operator's mailbox
 * receives for each (functions/src/payments/plan-event-notice.ts).
 */
export function PlanEventsPanel() {
  const events = usePlanEvents();
  return (
    <Card className="min-w-0">
      <section id="plans" aria-labelledby="plan-events-heading" className="space-y-3">
        <div>
          <h2 id="plan-events-heading" className="text-lg font-semibold text-brand-950">
            Paid plans started, changed or cancelled
          </h2>
          <p className="text-sm text-slate-700">
            The latest {PLAN_EVENTS_SHOWN}, newest first; each was also emailed to the operator.
          </p>
        </div>
        {events.status === 'loading' && <LoadingBlock label="Loading plan changes..." />}
        {events.status === 'error' && <Alert tone="error">Could not load the plan changes. Please try again.</Alert>}
        {events.status === 'ready' && events.data.length === 0 && <EmptyState title="No firm has started a paid plan yet." />}
        {events.status === 'ready' && events.data.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {events.data.map((event) => (
              <li key={event.id} className="py-2 text-sm">
                <span className="break-words text-slate-900">{planEventLine(event)}</span>
                <span className="block text-xs text-slate-600">{formatSastDateTime(event.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
