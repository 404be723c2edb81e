import { useMemo, useState } from 'react';
import { Alert, Button, cn, Dialog, EmptyState, LoadingBlock } from '@/components/ui';
import type { BusinessHours } from '@/domain/firms/options';
import { formatSast, leadClock } from '@/domain/firms/response-clock';
import { formatResponseMinutes } from '@/domain/firms/response-words';
import { LEAD_STATUSES, type LeadStatus } from '@/domain/leads/lead-documents';
import { withheldContactMessage } from '@/domain/leads/release';
import { urgencyLabel } from '@/domain/leads/urgency';
import { CLIENT_LANGUAGE_LABEL, clientLanguageText } from '@/domain/matching/language-fit';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import { formatSastDateTime } from '@/domain/shared/format';
import { useMutation } from '@/lib/use-mutation';
import { useMarkLeadSeen } from '../api/mark-lead-seen';
import { ContactClaimNote } from './contact-claim-note';
import { LeadReportControl } from './lead-report';
import { updateLeadStatus, useFirmLeads, type FirmLead } from '../api/use-firm-leads';
import { useMinuteClock } from './use-minute-clock';
import { LeadAnswerSection } from './answer/lead-answer-section';
import {
  canAnswer,
  contactName,
  filterAndSort,
  practiceLabel,
  ROW_STATE_LABEL,
  rowStateOf,
  STATUS_FILTERS,
  statusLockReason,
  statusOf,
  type RowState,
  type SortKey,
  type StatusFilter,
} from './lead-list';

const STATE_STYLE: Record<RowState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  contacted: 'bg-brand-100 text-brand-900',
  converted: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
  lapsed: 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-200 text-slate-800',
};

/**
 * Time left on a waiting lead in words; overdue leads say so in bold with a warning sign, not by
 * colour alone. A lapsed or withdrawn lead's pill already names its state: the line under it says
 * only what followed, so the row never reads "Lapsed" twice or "Pending" beside "Lapsed".
 */
function ResponseClock({ lead, now }: { lead: FirmLead; now: number }) {
  const state = rowStateOf(lead);
  if (state === 'withdrawn') return null;
  if (state === 'lapsed') {
    return (
      <span className="text-slate-700">
        {lead.reroutedToLeadId !== undefined
          ? 'Passed to another firm'
          : lead.contactClaim?.state === 'denied'
            ? 'The client said you did not contact them'
            : 'Not answered in time: you can still contact the client'}
      </span>
    );
  }
  const clock = leadClock(lead, now);
  if (clock.state === 'answered' || clock.state === 'none') return <span className="text-slate-500">{clock.text}</span>;
  return (
    <span
      className={cn(clock.overdue ? 'font-bold text-red-800' : 'text-slate-800')}
      title={lead.responseDueAt ? `Respond by ${formatSast(lead.responseDueAt)}` : undefined}
    >
      {clock.overdue && <span aria-hidden="true">⚠ </span>}
      {clock.text}
    </span>
  );
}
/**
 * The status control, or, for a lead updateLeadStatus would refuse (passed to another firm after
 * its deadline, withdrawn by the client), no control at all but the reason in words: a box that
 * looks usable and is not leaves the firm guessing.
 */
function StatusSelect({ lead, label, onError }: { lead: FirmLead; label: string; onError: (message: string | null) => void }) {
  // The server's refusal says what to do (a lead passed on, a plan that does not show leads).
  const { busy: saving, mutate: save } = useMutation((status: LeadStatus) => updateLeadStatus(lead.id, status), {
    words: 'refusals',
    fallback: 'Failed to update lead status. Please try again.',
    onError: (_error, message) => {
      onError(message);
      return true;
    },
  });
  const locked = statusLockReason(lead);
  if (locked) {
    return (
      <p className="text-sm text-slate-700">
        <span className="font-medium">Status can no longer be changed.</span> {locked}
      </p>
    );
  }
  return (
    <select
      aria-label={label}
      value={statusOf(lead)}
      disabled={saving}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => {
        onError(null);
        void save(e.target.value as LeadStatus);
      }}
      className="max-w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:cursor-wait disabled:bg-slate-100"
    >
      {LEAD_STATUSES.map((s) => (
        <option key={s} value={s}>
          {ROW_STATE_LABEL[s]}
        </option>
      ))}
    </select>
  );
}

function LeadDetails({
  lead,
  businessHours,
  onError,
}: {
  lead: FirmLead;
  businessHours: BusinessHours;
  onError: (m: string | null) => void;
}) {
  const f = lead.formData;
  const withheld = withheldContactMessage(lead.contactRelease);
  const row = (label: string, value: React.ReactNode) =>
    value ? (
      <div className="grid grid-cols-3 gap-2 py-1 text-sm">
        <dt className="font-medium text-slate-600">{label}</dt>
        <dd className="col-span-2 break-words text-slate-900">{value}</dd>
      </div>
    ) : null;
  return (
    <div className="space-y-5">
      <section>
        <h3 className="font-semibold text-brand-950">Contact information</h3>
        {withheld ? (
          <p className="mt-1 text-sm text-slate-700">{withheld}</p>
        ) : (
          <dl className="mt-1">
            {f.firstName ? (
              row('Name', `${f.firstName} ${f.lastName ?? ''}`.trim())
            ) : (
              <>
                {row('Company', f.companyName)}
                {row('Contact person', f.contactName)}
              </>
            )}
            {row(
              'Email',
              f.email && (
                <a className="text-brand-700 underline" href={`mailto:${f.email}`}>
                  {f.email}
                </a>
              ),
            )}
            {row(
              'Phone',
              f.phone && (
                <a className="text-brand-700 underline" href={`tel:${f.phone.replace(/\s/g, '')}`}>
                  {f.phone}
                </a>
              ),
            )}
          </dl>
        )}
      </section>
      <section>
        <h3 className="font-semibold text-brand-950">Request details</h3>
        <dl className="mt-1">
          {row('Location', [f.city, f.location].filter(Boolean).join(', '))}
          {row('Practice area', practiceLabel(f.subcategory ?? lead.practiceArea ?? f.practiceArea))}
          {row(
            'Service type',
            f.serviceType ? practiceLabel(f.serviceType) : f.specificItem ? practiceLabel(f.specificItem) : null,
          )}
          {row('Urgency', f.urgency ? urgencyLabel(f.urgency) : null)}
          {row('Budget', f.budget)}
          {row(CLIENT_LANGUAGE_LABEL, clientLanguageText(f))}
          {row('Received', lead.createdAt ? formatSastDateTime(lead.createdAt) : null)}
          {row('Respond by', lead.responseDueAt ? formatSast(lead.responseDueAt) : null)}
          {row('Response time', typeof lead.responseMinutes === 'number' ? formatResponseMinutes(lead.responseMinutes) : null)}
        </dl>
      </section>
      <section>
        <h3 className="font-semibold text-brand-950">Description</h3>
        <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800">
          {f.description || f.additionalDetails || 'No description given.'}
        </p>
      </section>
      <ContactClaimNote leadId={lead.id} claim={lead.contactClaim} />
      <div className="border-t border-slate-100 pt-4">
        <LeadAnswerSection firmId={lead.firmId} leadId={lead.id} businessHours={businessHours} answerable={canAnswer(lead)} />
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <span className="text-sm font-medium text-slate-800">Update Status</span>
        <StatusSelect lead={lead} label="Update Status" onError={onError} />
      </div>
      <LeadReportControl lead={lead} />
    </div>
  );
}

/** `initialLeadId` opens that lead's details first (the link in a lead email). */
export function LeadsTab({
  firmId,
  businessHours,
  initialLeadId = null,
}: {
  firmId: string;
  businessHours: BusinessHours;
  initialLeadId?: string | null;
}) {
  const { loading, error, leads, hasMore, loadingMore, loadMore } = useFirmLeads(firmId, true);
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' }>({ key: 'date', direction: 'desc' });
  const [openId, setOpenId] = useState<string | null>(initialLeadId);
  const [updateError, setUpdateError] = useState<string | null>(null);
  const now = useMinuteClock();
  const visible = useMemo(
    () => filterAndSort(leads, term, status, sort.key, sort.direction) as FirmLead[],
    [leads, term, status, sort],
  );
  const openLead = leads.find((l) => l.id === openId) ?? null;
  useMarkLeadSeen(openLead);

  if (loading) return <LoadingBlock label="Loading your leads..." />;
  if (error) return <Alert tone="error">We could not load your leads. Please refresh the page.</Alert>;

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
        className="px-3 py-2 text-left"
      >
        <button
          type="button"
          onClick={() => setSort({ key, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
          className="inline-flex items-center gap-1 font-semibold text-slate-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {label}
          <span aria-hidden="true">{active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="flex-1">
          <span className="sr-only">Search leads</span>
          <input
            type="search"
            placeholder="Search leads..."
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </label>
        <label>
          <span className="sr-only">Filter by status</span>
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm sm:w-auto"
          >
            <option value="all">All Status</option>
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {ROW_STATE_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm text-slate-600">
        Clients are told you will contact them {RESPONSE_PROMISE}: your own opening hours, South African time. Mark a lead
        Contacted once you have reached the client.
      </p>
      {updateError && <Alert tone="error">{updateError}</Alert>}
      {visible.length === 0 ? (
        <EmptyState title="No leads found">
          {leads.length > 0 || term || status !== 'all'
            ? 'Try adjusting your search or filter settings'
            : 'New leads will appear here when clients match with your firm'}
        </EmptyState>
      ) : (
        // Below the sm breakpoint each lead is a stacked card (the table's cells as blocks), so names
        // and the status control are never cut off or pushed sideways on a phone.
        <div className="rounded-xl border border-slate-200 bg-white sm:overflow-x-auto">
          <table className="block w-full text-sm sm:table sm:min-w-[640px]">
            <thead className="hidden bg-slate-50 sm:table-header-group">
              <tr>
                {header('date', 'Date')}
                {header('status', 'Status')}
                {header('contact', 'Contact')}
                {header('location', 'Location')}
                <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {visible.map((lead) => {
                const state = rowStateOf(lead);
                return (
                  <tr
                    key={lead.id}
                    className="block cursor-pointer border-t border-slate-100 py-2 first:border-t-0 hover:bg-brand-50/50 sm:table-row sm:py-0 sm:first:border-t"
                    onClick={() => setOpenId(lead.id)}
                  >
                    <td className="block px-3 py-1 text-slate-700 sm:table-cell sm:whitespace-nowrap sm:py-2">
                      {lead.createdAt ? formatSastDateTime(lead.createdAt) : '—'}
                    </td>
                    <td className="block px-3 py-1 sm:table-cell sm:py-2">
                      <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_STYLE[state])}>
                        {ROW_STATE_LABEL[state]}
                      </span>
                      <span className="mt-1 block text-xs">
                        <ResponseClock lead={lead} now={now} />
                      </span>
                    </td>
                    <td className="block px-3 py-1 sm:table-cell sm:py-2">
                      <button
                        type="button"
                        className="break-words text-left font-medium text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 [overflow-wrap:anywhere]"
                        onClick={(e) => (e.stopPropagation(), setOpenId(lead.id))}
                      >
                        {contactName(lead)}
                      </button>
                      <span className="block text-xs text-slate-600">{practiceLabel(lead.practiceArea)}</span>
                    </td>
                    <td className="block px-3 py-1 text-slate-700 sm:table-cell sm:py-2">
                      {[lead.formData.city, lead.formData.location].filter(Boolean).join(', ')}
                    </td>
                    <td className="block px-3 py-1 sm:table-cell sm:py-2">
                      <StatusSelect lead={lead} label={`Status for ${contactName(lead)}`} onError={setUpdateError} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={loadMore} busy={loadingMore}>
            Load more
          </Button>
          <span className="text-sm text-slate-600">
            Showing the newest {leads.length} leads; search and filters cover the leads shown.
          </span>
        </div>
      )}
      <Dialog open={openLead !== null} title="Lead Details" onClose={() => setOpenId(null)} wide>
        {openLead && <LeadDetails lead={openLead} businessHours={businessHours} onError={setUpdateError} />}
      </Dialog>
    </div>
  );
}
