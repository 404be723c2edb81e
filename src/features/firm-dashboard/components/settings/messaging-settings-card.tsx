import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, CheckboxField, SelectField, TextField } from '@/components/ui';
import {
  MESSAGING_CONSENT,
  messagingOptInSchema,
  type MessagingChannel,
  type MessagingSettings,
} from '@/domain/notifications/channels';
import { formatSastDate } from '@/domain/shared/format';
import { errorMessage } from '@/lib/error-message';
import { getMessagingSettings, setMessagingSettings } from '../../api/messaging-settings';

/**
 * Settings -> Phone notifications (every plan): new leads and account notices on WhatsApp (SMS
 * where WhatsApp does not reach) beside email, with the firm's own unticked consent, or off.
 */
export function MessagingSettingsCard() {
  const [settings, setSettings] = useState<MessagingSettings | null>(null);
  const [consent, setConsent] = useState(false);
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<MessagingChannel>('whatsapp');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    getMessagingSettings()
      .then((current) => {
        setSettings(current);
        if (current.phone) setPhone(current.phone);
        if (current.channel) setChannel(current.channel);
      })
      .catch((err: unknown) => setError(errorMessage(err, { fallback: 'Your phone settings could not be loaded.' })));
  }, []);

  async function save(optIn: boolean, event?: FormEvent) {
    event?.preventDefault();
    setSaved(null);
    setError(null);
    let input = null;
    if (optIn) {
      const parsed = messagingOptInSchema.safeParse({ phone, channel, consent });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (issue?.path[0] === 'phone') setFieldError(issue.message);
        else setError(issue?.message ?? 'Please check the form.');
        return;
      }
      input = { phone, channel, consent: true as const };
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const next = await setMessagingSettings({ optIn: input });
      setSettings(next);
      setConsent(false);
      setSaved(optIn ? 'Phone notifications are on.' : 'Phone notifications are off. Email continues as before.');
    } catch (err) {
      setError(errorMessage(err, { fallback: 'Please try again.' }));
    } finally {
      setBusy(false);
    }
  }

  const on = Boolean(settings?.phone);
  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold text-brand-950">Phone notifications</h2>
      <p className="mt-1 text-sm text-slate-600">
        Hear about a new lead the moment it arrives, on WhatsApp or by SMS as well as by email. Messages carry the lead’s
        reference and a link to sign in, never the client’s details.
      </p>
      {on && settings && (
        <Alert tone={settings.optedOutAt ? 'warning' : 'info'} className="mt-4">
          {settings.optedOutAt
            ? `${settings.phone} replied STOP on ${formatSastDate(settings.optedOutAt)}: nothing is sent to it. Send START to our WhatsApp number from that phone to receive messages again.`
            : `On: ${settings.channel === 'sms' ? 'SMS' : 'WhatsApp (SMS where WhatsApp does not reach)'} to ${settings.phone}${
                settings.consentedAt ? `, agreed on ${formatSastDate(settings.consentedAt)}` : ''
              }.`}
        </Alert>
      )}
      {saved && (
        <Alert tone="success" className="mt-4">
          {saved}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <form className="mt-4 space-y-4" onSubmit={(event) => void save(true, event)} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={fieldError}
            hint="A South African mobile number, such as 082 123 4567."
          />
          <SelectField label="Channel" value={channel} onChange={(event) => setChannel(event.target.value as MessagingChannel)}>
            <option value="whatsapp">WhatsApp, SMS as fallback</option>
            <option value="sms">SMS only</option>
          </SelectField>
        </div>
        <CheckboxField label={MESSAGING_CONSENT.firm} checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy} disabled={busy}>
            {on ? 'Update phone notifications' : 'Turn on phone notifications'}
          </Button>
          {on && (
            <Button variant="secondary" disabled={busy} onClick={() => void save(false)}>
              Turn off
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
