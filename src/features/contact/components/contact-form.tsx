import { useState, type FormEvent } from 'react';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@/components/ui';
import {
  CONTACT_TOPICS,
  MESSAGE_LIMITS,
  MESSAGE_TEXTS,
  sendContactMessageInputSchema,
  type SendContactMessageInput,
} from '@/domain';
import { CallableError } from '@/lib/callable';
import { sendContactMessage } from '../api/send-contact-message';

type Field = keyof SendContactMessageInput;
const EMPTY: SendContactMessageInput = { name: '', email: '', topic: 'general', message: '' };

/** Contact Us: checked with the callable's own schema before it is sent, and by the server again. */
export function ContactForm({ send = sendContactMessage }: { send?: (input: SendContactMessageInput) => Promise<void> }) {
  const [values, setValues] = useState<SendContactMessageInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // An error goes as soon as the field is changed; the next send checks again.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = sendContactMessageInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await send(parsed.data);
      setSent(true);
    } catch (error) {
      if (error instanceof CallableError && error.field && error.field in EMPTY) {
        setErrors({ [error.field as Field]: error.message });
      } else {
        setFailure((error as Error).message || 'Your message could not be sent. Please try again.');
      }
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
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Contact us">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Your name"
        autoComplete="name"
        value={values.name}
        maxLength={MESSAGE_LIMITS.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        value={values.email}
        maxLength={MESSAGE_LIMITS.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
        hint="We reply to this address."
      />
      <SelectField
        label="What is it about?"
        value={values.topic}
        onChange={(e) => set('topic', e.target.value)}
        error={errors.topic}
      >
        {CONTACT_TOPICS.map((t) => (
          <option key={t.id} value={t.id}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        rows={6}
        value={values.message}
        maxLength={MESSAGE_LIMITS.message}
        onChange={(e) => set('message', e.target.value)}
        error={errors.message}
        hint={`${values.message.length} of ${MESSAGE_LIMITS.message} characters. Please leave out web links.`}
      />
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}
