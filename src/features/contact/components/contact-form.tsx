import { useState } from 'react';
import { Alert, Button, SelectField, TextAreaField, TextField, useZodForm } from '@/components/ui';
import {
  CONTACT_TOPICS,
  MESSAGE_LIMITS,
  MESSAGE_TEXTS,
  sendContactMessageInputSchema,
  type SendContactMessageInput,
} from '@/domain';
import { fieldOf } from '@/lib/callable';
import { sendContactMessage } from '../api/send-contact-message';

const EMPTY: SendContactMessageInput = { name: '', email: '', topic: 'general', message: '' };
const isField = (field: string | null): field is keyof SendContactMessageInput => field !== null && field in EMPTY;

/** Contact Us: checked with the callable's own schema before it is sent, and by the server again. */
export function ContactForm({ send = sendContactMessage }: { send?: (input: SendContactMessageInput) => Promise<void> }) {
  const form = useZodForm(sendContactMessageInputSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const message = form.watch('message') ?? '';

  async function submit(input: SendContactMessageInput) {
    setBusy(true);
    try {
      await send(input);
      setSent(true);
    } catch (error) {
      const field = fieldOf(error);
      if (isField(field)) form.setError(field, { message: (error as Error).message });
      else setFailure((error as Error).message || 'Your message could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Alert tone="success" title="Message sent">
        {MESSAGE_TEXTS.contactSent}
      </Alert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void form.handleSubmit(submit)(event);
      }}
      className="space-y-4"
      aria-label="Contact us"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Your name"
        autoComplete="name"
        maxLength={MESSAGE_LIMITS.name}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={MESSAGE_LIMITS.email}
        {...form.register('email')}
        error={errors.email?.message}
        hint="We reply to this address."
      />
      <SelectField label="What is it about?" {...form.register('topic')} error={errors.topic?.message}>
        {CONTACT_TOPICS.map((t) => (
          <option key={t.id} value={t.id}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={MESSAGE_LIMITS.message}
        {...form.register('message')}
        error={errors.message?.message}
        hint={`${message.length} of ${MESSAGE_LIMITS.message} characters. Please leave out web links.`}
      />
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}
