import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Dialog, TextAreaField } from '@/components/ui';
import { correspondentCourtLabel, MESSAGE_TEXTS, sendCorrespondentRequestInputSchema, type CorrespondentCourt } from '@/domain';
import { useAuth } from '@/lib/auth';
import { CallableError } from '@/lib/callable';
import { sendCorrespondentRequest } from '../api/send-correspondent-request';

interface Props {
  firm: { id: string; firmName: string };
  court: CorrespondentCourt;
  send?: typeof sendCorrespondentRequest;
}

/**
 * How to reach a correspondent: firms keep their email and phone private, so a signed-in firm
 * sends a request that the server emails to them; anyone else is told how to get there.
 */
export function CorrespondentRequest({ firm, court, send = sendCorrespondentRequest }: Props) {
  const { ready, session } = useAuth();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  if (!ready) return null;
  if (!session?.firmId) {
    return (
      <p className="mt-3 text-sm text-slate-700">
        Law firms on the directory can send this firm a correspondent request.{' '}
        <Link to="/firm-login" className="font-medium text-brand-700 underline">
          Sign in as a firm
        </Link>{' '}
        or{' '}
        <Link to="/firm-setup" className="font-medium text-brand-700 underline">
          join free
        </Link>
        .
      </p>
    );
  }
  if (session.firmId === firm.id) return <p className="mt-3 text-sm text-slate-600">This is your firm.</p>;
  if (sent) {
    return (
      <Alert tone="success" className="mt-3">
        {MESSAGE_TEXTS.correspondentSent}
      </Alert>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sendCorrespondentRequestInputSchema.safeParse({ toFirmId: firm.id, court, message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check your message.');
    setBusy(true);
    setError(null);
    try {
      await send(parsed.data);
      setSent(true);
      setOpen(false);
    } catch (e) {
      setError(e instanceof CallableError || e instanceof Error ? e.message : 'The request could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        className="mt-3"
        onClick={() => setOpen(true)}
        aria-label={`Send correspondent request to ${firm.firmName}`}
      >
        Send correspondent request
      </Button>
      <Dialog open={open} title={`Correspondent request to ${firm.firmName}`} onClose={() => setOpen(false)}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-700">
            For the {correspondentCourtLabel(court)}. We email your message with your firm&apos;s name, contact person, email and
            phone; they reply to you directly.
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <TextAreaField
            label="Your message"
            rows={5}
            maxLength={1500}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setError(null);
            }}
            hint="The matter, the court and the dates you need. No web links."
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              Send request
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
