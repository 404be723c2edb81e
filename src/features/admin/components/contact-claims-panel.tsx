import { useState } from 'react';
import { Alert, Button, EmptyState, LoadingBlock, TextAreaField } from '@/components/ui';
import { claimCountsByFirm, CONTACT_DECISION_NOTE_MAX, type DisputeDecision } from '@/domain/leads/contact-claim';
import { formatSastDateTime } from '@/domain/shared/format';
import type { StoredLead } from '@/lib/firestore';
import { useMutation } from '@/lib/use-mutation';
import { CLAIMS_READ, decideContactDispute, useFirmNames, useOpenContactClaims } from '../api/contact-claims';

function DisputeCard({ lead, firmName }: { lead: StoredLead; firmName: string }) {
  const claim = lead.contactClaim!;
  const dispute = claim.dispute!;
  const [note, setNote] = useState('');
  const [decided, setDecided] = useState<DisputeDecision | null>(null);
  const { busy, failure, mutate } = useMutation(
    async (decision: DisputeDecision) => {
      await decideContactDispute({ leadId: lead.id, decision, note });
      setDecided(decision);
    },
    { words: 'refusals', fallback: 'The decision could not be saved. Please try again.' },
  );
  return (
    <article
      aria-label={`Dispute from ${firmName}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="font-semibold text-brand-950">{firmName}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Lead</dt>
        <dd className="text-slate-900">Reference {lead.id.slice(0, 8)}</dd>
        <dt className="font-medium text-slate-600">Firm says it made contact</dt>
        <dd className="text-slate-900">{formatSastDateTime(claim.at)}</dd>
        <dt className="font-medium text-slate-600">Client said No</dt>
        <dd className="text-slate-900">{claim.answeredAt ? formatSastDateTime(claim.answeredAt) : 'not recorded'}</dd>
        <dt className="font-medium text-slate-600">The firm’s note</dt>
        <dd className="whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">{dispute.note}</dd>
      </dl>
      {decided ? (
        <Alert tone="success">
          {decided === 'upheld'
            ? 'Dispute upheld: the contact counts as confirmed and the lapse no longer counts towards a pause.'
            : 'Dispute rejected: the client’s answer stands.'}
        </Alert>
      ) : (
        <div className="space-y-2">
          <TextAreaField
            label="Note (kept in the audit trail and shown to the firm)"
            rows={2}
            maxLength={CONTACT_DECISION_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" busy={busy} onClick={() => void mutate('upheld')}>
              Uphold: the firm made contact
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void mutate('rejected')}>
              Reject: the client’s No stands
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}

/**
 * "Mark as contacted" claims the clients have not confirmed (contact-claim.ts), per firm: before the
 * client or never answered (the firm's word alone, which public figures do not count), and denied
 * (the client said nobody contacted them). Below, the firms' disputes of a No, each decided once.
 */
export function ContactClaimsPanel() {
  const claims = useOpenContactClaims();
  const leads = claims.status === 'ready' ? claims.data : [];
  const names = useFirmNames(leads.map((lead) => lead.firmId));
  const rows = claimCountsByFirm(leads);
  const disputes = leads.filter((lead) => lead.contactClaim?.dispute && !lead.contactClaim.dispute.decision);
  return (
    <section aria-labelledby="contact-claims-heading" className="space-y-4">
      <div>
        <h2 id="contact-claims-heading" className="text-lg font-semibold text-brand-950">
          Contact claims
        </h2>
        <p className="text-sm text-slate-700">
          Leads a firm marked contacted that the client has not confirmed. Only confirmed contacts and answers count towards a
          firm’s public response time.
        </p>
      </div>
      {claims.status === 'loading' && <LoadingBlock label="Loading contact claims..." />}
      {claims.status === 'error' && <Alert tone="error">Could not load the contact claims. Please try again.</Alert>}
      {claims.status === 'ready' && rows.length === 0 && (
        <EmptyState title="No unconfirmed claims">
          When a firm marks a lead contacted, it shows here until the client confirms.
        </EmptyState>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Unconfirmed and denied contact claims per firm</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Firm
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Unconfirmed
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Denied by the client
                </th>
                <th scope="col" className="py-2 font-medium">
                  Disputes waiting
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.firmId} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900 [overflow-wrap:anywhere]">
                    {names[row.firmId] ?? row.firmId}
                  </th>
                  <td className="py-2 pr-4">{row.unconfirmed}</td>
                  <td className={row.denied ? 'py-2 pr-4 font-semibold text-red-900' : 'py-2 pr-4'}>{row.denied}</td>
                  <td className="py-2">{row.disputed}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {leads.length >= CLAIMS_READ && <p className="mt-2 text-sm text-slate-600">Showing the first {CLAIMS_READ} claims.</p>}
        </div>
      )}
      {disputes.length > 0 && (
        <div className="space-y-3">
          <h3 className="font-semibold text-brand-950">Disputes waiting for a decision</h3>
          {disputes.map((lead) => (
            <DisputeCard key={lead.id} lead={lead} firmName={names[lead.firmId] ?? lead.firmId} />
          ))}
        </div>
      )}
    </section>
  );
}
