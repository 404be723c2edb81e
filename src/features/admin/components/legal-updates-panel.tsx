import { useState } from 'react';
import { Alert, Button, TextAreaField, TextField, useZodForm } from '@/components/ui';
import { sendLegalUpdateInputSchema, type SendLegalUpdateInput, type SendLegalUpdateResult } from '@/domain/blog/legal-updates';
import { LEGAL_UPDATE_LIMITS } from '@/domain/blog/legal-updates-text';
import { formatCount } from '@/domain/shared/format';
import { showOnField } from '@/lib/use-form-submit';
import { useMutation } from '@/lib/use-mutation';
import { sendLegalUpdate } from '../api/legal-updates';

const EMPTY: SendLegalUpdateInput = { subject: '', body: '' };

const queuedText = (queued: number) =>
  queued === 0
    ? 'No one has confirmed a subscription yet, so nothing was sent.'
    : `Queued ${queued} ${queued === 1 ? 'email' : 'emails'}, one to each confirmed subscriber, each with its own unsubscribe link.`;

/**
 * The operator writes a legal update (plain text) and sends it to every confirmed subscriber.
 * Sending asks once more, because it cannot be recalled; the result says how many were queued.
 */
export function LegalUpdatesPanel({
  send = sendLegalUpdate,
}: {
  send?: (input: SendLegalUpdateInput) => Promise<SendLegalUpdateResult>;
}) {
  const form = useZodForm(sendLegalUpdateInputSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const body = form.watch('body') ?? '';
  const [ready, setReady] = useState<SendLegalUpdateInput | null>(null);
  const [queued, setQueued] = useState<number | null>(null);
  const {
    busy,
    failure,
    mutate: confirmSend,
    clearFailure,
  } = useMutation(
    async (input: SendLegalUpdateInput) => {
      try {
        setQueued((await send(input)).queued);
        form.reset(EMPTY);
      } finally {
        setReady(null);
      }
    },
    {
      fallback: 'The update could not be sent. Please try again.',
      onError: (error, message) => showOnField(form, error, message),
    },
  );
  const result = failure
    ? { tone: 'error' as const, text: failure }
    : queued !== null
      ? { tone: 'success' as const, text: queuedText(queued) }
      : null;

  return (
    <section aria-labelledby="legal-updates-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="legal-updates-heading" className="text-lg font-semibold text-brand-950">
        Legal updates
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Write an update in plain text. It is emailed to every subscriber who confirmed their address, with their own unsubscribe
        link; pending and unsubscribed addresses receive nothing.
      </p>
      <form
        className="mt-4 space-y-4"
        noValidate
        aria-label="Write a legal update"
        onSubmit={(event) => {
          setQueued(null);
          clearFailure();
          void form.handleSubmit((input) => setReady(input))(event);
        }}
      >
        <TextField
          label="Subject"
          maxLength={LEGAL_UPDATE_LIMITS.subject}
          {...form.register('subject')}
          error={errors.subject?.message}
          disabled={ready !== null}
        />
        <TextAreaField
          label="Update"
          rows={10}
          maxLength={LEGAL_UPDATE_LIMITS.body}
          {...form.register('body')}
          error={errors.body?.message}
          hint={`${formatCount(body.length)} of ${formatCount(LEGAL_UPDATE_LIMITS.body)} characters. Plain text; a blank line starts a new paragraph.`}
          disabled={ready !== null}
        />
        {ready ? (
          <div role="group" aria-label="Confirm sending" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p className="text-sm text-amber-950">
              Send “<span className="break-words font-semibold">{ready.subject}</span>” to every confirmed subscriber now? An
              email cannot be recalled once it is sent.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button type="button" busy={busy} onClick={() => void confirmSend(ready)}>
                Yes, send it
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => setReady(null)}>
                Keep editing
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit">Send to subscribers</Button>
        )}
      </form>
      {result && (
        <Alert tone={result.tone} className="mt-3">
          {result.text}
        </Alert>
      )}
    </section>
  );
}
