import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Dialog, TextAreaField, useZodForm } from '@/components/ui';
import {
  MESSAGE_LIMITS,
  MESSAGE_TEXTS,
  sendCorrespondentRequestInputSchema,
  type SendCorrespondentRequestInput,
} from '@/domain/mail/messages-contract';
import { correspondentCourtLabel, type CorrespondentCourt } from '@/domain/shared/courts';
import { useAuth } from '@/lib/auth';
import { useFormSubmit } from '@/lib/use-form-submit';
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
        <RequestForm
          firmId={firm.id}
          court={court}
          send={send}
          onCancel={() => setOpen(false)}
          onSent={() => {
            setSent(true);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}

interface RequestFormProps {
  firmId: string;
  court: CorrespondentCourt;
  send: typeof sendCorrespondentRequest;
  onCancel: () => void;
  onSent: () => void;
}

/** The message itself, checked with the callable's schema; the firm and court come from the card. */
function RequestForm({ firmId, court, send, onCancel, onSent }: RequestFormProps) {
  const form = useZodForm(sendCorrespondentRequestInputSchema, { defaultValues: { toFirmId: firmId, court, message: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (input: SendCorrespondentRequestInput) => {
      await send(input);
      onSent();
    },
    'The request could not be sent. Please try again.',
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700">
        For the {correspondentCourtLabel(court)}. We email your message with your firm&apos;s name, contact person, email and
        phone; they reply to you directly.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextAreaField
        label="Your message"
        rows={5}
        maxLength={MESSAGE_LIMITS.correspondentMessage}
        {...form.register('message')}
        error={form.formState.errors.message?.message}
        hint="The matter, the court and the dates you need. No web links."
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Send request
        </Button>
      </div>
    </form>
  );
}
