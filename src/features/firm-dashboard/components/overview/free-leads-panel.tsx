import { useEffect, useRef } from 'react';
import { Alert, Button, Card, cn, LoadingBlock } from '@/components/ui';
import type { BusinessHours } from '@/domain/firms/options';
import { formatSast } from '@/domain/firms/response-clock';
import { FREE_MONTHLY_LEADS } from '@/domain/payments/plans';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import { useMutation } from '@/lib/use-mutation';
import { useFreeLeads } from '../../api/use-free-leads';
import { useMarkLeadSeen } from '../../api/mark-lead-seen';
import { updateLeadStatus } from '../../api/use-firm-leads';
import { freeLeadView, telHref, type FreeLead, type FreeLeadView } from './free-lead-view';
import { ContactClaimNote } from '../contact-claim-note';
import { LeadAnswerSection } from '../answer/lead-answer-section';
import { LeadReportControl } from '../lead-report';
import { useMinuteClock } from '../use-minute-clock';

const CLOCK_STYLE: Record<FreeLeadView['clock']['state'], string> = {
  waiting: 'bg-amber-100 text-amber-900',
  overdue: 'bg-red-100 text-red-900',
  lapsed: 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-200 text-slate-800',
  answered: 'bg-green-100 text-green-900',
  none: 'bg-slate-100 text-slate-800',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function MarkContacted({ leadId }: { leadId: string }) {
  // The lead updates live through the overview's listener once the server records the answer; a
  // refusal says what happened (the request was passed on or withdrawn meanwhile).
  const {
    busy,
    failure: error,
    mutate: mark,
  } = useMutation(() => updateLeadStatus(leadId, 'contacted'), {
    words: 'refusals',
    fallback: 'The lead could not be marked as contacted. Please try again.',
  });
  return (
    <div className="space-y-2">
      <Button onClick={() => void mark()} busy={busy}>
        Mark as contacted
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

function LeadItem({
  lead,
  now,
  highlighted,
  firmId,
  businessHours,
}: {
  lead: FreeLead & { createdAt: number };
  firmId: string;
  now: number;
  highlighted: boolean;
  businessHours: BusinessHours;
}) {
  const view = freeLeadView(lead, now);
  const ref = useRef<HTMLElement>(null);
  // The panel shows the client's details, so showing it is the firm seeing the lead.
  useMarkLeadSeen(lead);
  // A lead email links here (?lead=<id>): bring that lead into view once.
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const headingId = `free-lead-${lead.id}`;
  return (
    <li>
      <article
        ref={ref}
        aria-labelledby={headingId}
        className={cn('rounded-lg border p-4', highlighted ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200')}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h4 id={headingId} className="font-semibold text-brand-950">
              {view.need}
            </h4>
            <p className="text-sm text-slate-700">{view.area}</p>
          </div>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', CLOCK_STYLE[view.clock.state])}>
            {view.clock.overdue && <span aria-hidden="true">⚠ </span>}
            {view.clock.text}
          </span>
        </div>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {view.client ? (
            <>
              <Row label="Client">
                {view.client.name}
                {view.client.company && <span className="text-slate-700"> ({view.client.company})</span>}
              </Row>
              {view.client.email && (
                <Row label="Email">
                  <a className="break-all text-brand-700 underline" href={`mailto:${view.client.email}`}>
                    {view.client.email}
                  </a>
                </Row>
              )}
              {view.client.phone && (
                <Row label="Phone">
                  <a className="text-brand-700 underline" href={telHref(view.client.phone)}>
                    {view.client.phone}
                  </a>
                </Row>
              )}
            </>
          ) : (
            <Row label="Client">{view.noContact}</Row>
          )}
          <Row label="Arrived">{formatSast(lead.createdAt)}</Row>
          {lead.responseDueAt !== undefined && <Row label="Respond by">{formatSast(lead.responseDueAt)}</Row>}
        </dl>
        {lead.contactClaim && (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <ContactClaimNote leadId={lead.id} claim={lead.contactClaim} />
          </div>
        )}
        <div className="mt-4 border-t border-slate-100 pt-4">
          <LeadAnswerSection
            firmId={firmId}
            leadId={lead.id}
            businessHours={businessHours}
            answerable={lead.withdrawnAt === undefined && lead.reroutedToLeadId === undefined && lead.status !== 'closed'}
          />
        </div>
        {view.canMarkContacted && (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <MarkContacted leadId={lead.id} />
          </div>
        )}
        <div className="mt-3">
          <LeadReportControl lead={lead} />
        </div>
      </article>
    </li>
  );
}

/**
 * A free firm's leads of this month with the client's contact details (docs/firms.md, "Free
 * plan"): the need, the area, who and how to reach them, when it arrived and the time left, and
 * one action, "Mark as contacted", so the response clock can be met. Search, history, full status
 * management and analytics stay in the paid Leads tab.
 */
export function FreeLeadsPanel({
  firmId,
  businessHours,
  highlightLeadId,
  onUpgrade,
}: {
  firmId: string;
  businessHours: BusinessHours;
  highlightLeadId: string | null;
  onUpgrade: () => void;
}) {
  const now = useMinuteClock();
  const leads = useFreeLeads(firmId, now);
  return (
    <Card>
      <section aria-labelledby="free-leads-title" className="space-y-4">
        <div>
          <h3 id="free-leads-title" className="text-lg font-semibold text-brand-950">
            Your leads
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            This month’s leads and any earlier lead still waiting for your answer, newest first. Your Basic plan includes up to{' '}
            {FREE_MONTHLY_LEADS} leads a month, with the client’s contact details. Clients are told you will contact them{' '}
            {RESPONSE_PROMISE}: answer the client here with what it will cost and when you can talk, or mark a lead as contacted
            once you have reached them (the client is asked to confirm it).
          </p>
        </div>
        {leads.status === 'loading' && <LoadingBlock label="Loading your leads..." />}
        {leads.status === 'error' && <Alert tone="error">We could not load your leads. Please refresh the page.</Alert>}
        {leads.status === 'ready' &&
          (leads.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
              No leads yet this month. When a client is matched with your firm, their request and contact details appear here and
              we email you.
            </p>
          ) : (
            <ul className="space-y-3">
              {leads.data.map((lead) => (
                <LeadItem
                  key={lead.id}
                  lead={lead}
                  now={now}
                  highlighted={lead.id === highlightLeadId}
                  firmId={firmId}
                  businessHours={businessHours}
                />
              ))}
            </ul>
          ))}
        <p className="text-sm text-slate-700">
          Search, earlier months, full status tracking and analytics come with Premium.{' '}
          <button type="button" className="font-semibold text-brand-800 underline" onClick={onUpgrade}>
            See plans
          </button>
        </p>
      </section>
    </Card>
  );
}
