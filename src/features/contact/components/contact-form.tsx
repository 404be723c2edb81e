import { useState } from 'react';
import { Alert, Button, SelectField, TextAreaField, TextField, useZodForm } from '@/components/ui';
import {
  CONTACT_TOPICS,
  MESSAGE_LIMITS,
  MESSAGE_TEXTS,
  sendContactMessageInputSchema,
  type SendContactMessageInput,
} from '@/domain/mail/messages-contract';
import { useFormSubmit } from '@/lib/use-form-submit';
import { sendContactMessage } from '../api/send-contact-message';

const EMPTY: SendContactMessageInput = { name: '', email: '', topic: 'general', message: '' };

/** Contact Us: checked with the callable's own schema before it is sent, and by the server again. */
export function ContactForm({ send = sendContactMessage }: { send?: (input: SendContactMessageInput) => Promise<void> }) {
  const form = useZodForm(sendContactMessageInputSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [sent, setSent] = useState(false);
  const message = form.watch('message') ?? '';
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (input) => {
      await send(input);
      setSent(true);
    },
    'Your message could not be sent. Please try again.',
  );

  if (sent) {
    return (
      <Alert tone="success" title="Message sent">
        {MESSAGE_TEXTS.contactSent}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Contact us">
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
