import { useState } from 'react';
import { Alert, Button, Card, EmptyState, LoadingBlock } from '@/components/ui';
import { OPEN_LEAD_MESSAGES } from '@/domain/firms/registration';
import { openLeadReference } from '@/domain/leads/leads';
import { LEAD_RELEASE_MESSAGES } from '@/domain/leads/release';
import { errorMessage, type ErrorWording } from '@/lib/error-message';
import { useMutation } from '@/lib/use-mutation';
import { acceptOpenLead, useOpenLeads } from '../api/open-leads';

/** What the firm reads when accepting fails, chosen by the server's reason. */
const ACCEPT_FAILURE_WORDING: ErrorWording = {
  reasons: { 'open-lead-taken': OPEN_LEAD_MESSAGES.taken },
  // The server's own words say what to do: upgrade, stay in the province, set a service area.
  words: ['plan-required', 'outside-province', 'no-service-area', 'email-required'],
  fallback: OPEN_LEAD_MESSAGES.failed,
};

export const acceptFailureText = (error: unknown): string => errorMessage(error, ACCEPT_FAILURE_WORDING);

export function OpenLeadsTab({ province }: { province: string | null }) {
  const { loading, error, leads, hasMore, loadingMore, loadMore } = useOpenLeads(province, true);
  const [acceptingId, setAcceptingId] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const {
    busy,
    failure,
    mutate: accept,
  } = useMutation(async (id: string) => {
    setAcceptingId(id);
    setAccepted(false);
    await acceptOpenLead(id);
    setAccepted(true);
  }, ACCEPT_FAILURE_WORDING);
  const busyId = busy ? acceptingId : null;
  const message = failure
    ? { tone: 'error' as const, text: failure }
    : accepted
      ? { tone: 'success' as const, text: LEAD_RELEASE_MESSAGES.accepted }
      : null;

  if (!province) return <Alert tone="error">{OPEN_LEAD_MESSAGES.noServiceArea}</Alert>;

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-brand-950">Open Leads in {province}</h2>
      <p className="text-sm text-slate-700">
        Clients who asked for their case to be shared with firms in the province. The first firm to accept a lead gets it.
      </p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {loading ? (
        <LoadingBlock label="Loading open leads..." />
      ) : error ? (
        <Alert tone="error">{OPEN_LEAD_MESSAGES.fetchFailed}</Alert>
      ) : leads.length === 0 ? (
        <EmptyState title={OPEN_LEAD_MESSAGES.empty} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {leads.map((lead) => (
            <li key={lead.id}>
              <Card className="flex h-full flex-col gap-2">
                <h3 className="font-semibold text-brand-950">{lead.displayName || 'Anonymous Client'}</h3>
                <p className="text-sm text-slate-700">
                  <span className="font-medium">Service Needed:</span> {lead.serviceLabel}
                </p>
                <p className="text-xs text-slate-600">Reference {openLeadReference(lead.id)}</p>
                <p className="text-xs text-slate-600">{LEAD_RELEASE_MESSAGES.beforeAccept}</p>
                <div className="mt-auto pt-2">
                  <Button
                    onClick={() => void accept(lead.id)}
                    busy={busyId === lead.id}
                    disabled={busyId !== null}
                    aria-label={`Accept Lead: ${lead.displayName || 'Anonymous Client'}, ${lead.serviceLabel}, reference ${openLeadReference(lead.id)}`}
                  >
                    Accept Lead
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="secondary" onClick={loadMore} busy={loadingMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
