import { BRAND_NAME } from '@/domain/shared/brand';
import { useId, useState } from 'react';
import { Alert, Button } from '@/components/ui';
import {
  CONTACT_CLAIM_MESSAGES,
  CONTACT_DISPUTE_NOTE_MAX,
  contactClaimText,
  mayDispute,
  type ContactClaim,
} from '@/domain/leads/contact-claim';
import { useMutation } from '@/lib/use-mutation';
import { disputeContactDenial } from '../api/contact-dispute';

/**
 * Where the firm's "contacted" stands with the client (contact-claim.ts): about to be asked, asked,
 * confirmed, unanswered, or denied. A denied claim can be disputed once, with a note the operator
 * reads (for example when the firm called); the dispute's outcome shows here once decided.
 */
export function ContactClaimNote({ leadId, claim }: { leadId: string; claim: ContactClaim | undefined }) {
  const text = contactClaimText(claim);
  if (!claim || !text) return null;
  return (
    <div className="space-y-2 text-sm">
      <p className={claim.state === 'denied' ? 'font-semibold text-red-900' : 'text-slate-800'}>
        {claim.state === 'denied' && <span aria-hidden="true">⚠ </span>}
        {text}
      </p>
      {claim.dispute && <p className="text-slate-700">Your note: {claim.dispute.note}</p>}
      {claim.dispute?.decisionNote && (
        <p className="text-slate-700">
          {BRAND_NAME}’s note: {claim.dispute.decisionNote}
        </p>
      )}
      {mayDispute(claim) && <DisputeForm leadId={leadId} />}
    </div>
  );
}

function DisputeForm({ leadId }: { leadId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, failure, mutate } = useMutation(
    async () => {
      await disputeContactDenial(leadId, note);
      setSent(true);
    },
    { words: 'refusals', fallback: 'Your dispute could not be sent. Please try again.' },
  );
  if (sent) return <Alert tone="success">{CONTACT_CLAIM_MESSAGES.disputed}</Alert>;
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Dispute the client’s answer
      </Button>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void mutate();
      }}
    >
      <label htmlFor={id} className="block font-medium text-slate-800">
        What happened? For example when and how you contacted the client. You can dispute once; the {BRAND_NAME} team decides.
      </label>
      <textarea
        id={id}
        value={note}
        maxLength={CONTACT_DISPUTE_NOTE_MAX}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          Send dispute
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
