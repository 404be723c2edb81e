import { useEffect, useState } from 'react';
import { Alert, Button, Card, CheckboxField, SelectField, TextField } from '@/components/ui';
import { useZodForm } from '@/components/ui/form';
import { MESSAGING_CONSENT, messagingSettingsFormSchema, type MessagingSettings } from '@/domain/notifications/channels';
import { formatSastDate } from '@/domain/shared/format';
import { errorMessage } from '@/lib/error-message';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useMutation } from '@/lib/use-mutation';
import { getMessagingSettings, setMessagingSettings } from '../../api/messaging-settings';

const TURNED_ON = 'Phone notifications are on.';
const TURNED_OFF = 'Phone notifications are off. Email continues as before.';

/**
 * Settings -> Phone notifications (every plan): new leads and account notices on WhatsApp (SMS
 * where WhatsApp does not reach) beside email, with the firm's own unticked consent, or off.
 */
export function MessagingSettingsCard() {
  const [settings, setSettings] = useState<MessagingSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useZodForm(messagingSettingsFormSchema, { defaultValues: { phone: '', channel: 'whatsapp', consent: false } });
  const { reset } = form;

  useEffect(() => {
    getMessagingSettings()
      .then((current) => {
        setSettings(current);
        // Only a stored number fills the form: a firm typing before the answer keeps what it typed.
        if (current.phone) reset({ phone: current.phone, channel: current.channel ?? 'whatsapp', consent: false });
      })
      .catch((err: unknown) => setLoadError(errorMessage(err, { fallback: 'Your phone settings could not be loaded.' })));
  }, [reset]);

  const applied = (next: MessagingSettings, message: string) => {
    setSettings(next);
    form.setValue('consent', false);
    setSaved(message);
  };
  const turnOn = useFormSubmit(
    form,
    async (values) => {
      setSaved(null);
      applied(await setMessagingSettings({ optIn: { ...values, consent: true } }), TURNED_ON);
    },
    'Please try again.',
  );
  const turnOff = useMutation(
    async () => {
      setSaved(null);
      applied(await setMessagingSettings({ optIn: null }), TURNED_OFF);
    },
    { fallback: 'Please try again.' },
  );
  const busy = turnOn.busy || turnOff.busy;
  const error = loadError ?? turnOn.failure ?? turnOff.failure;
  const { errors } = form.formState;

  const on = Boolean(settings?.phone);
  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold text-brand-950">Phone notifications</h2>
      <p className="mt-1 text-sm text-slate-600">
        Hear about a new lead the moment it arrives, on WhatsApp or by SMS as well as by email. Messages carry the lead’s
        reference and a link to sign in, never the client’s details.
      </p>
      {on && settings && (
        <Alert tone={settings.optedOutAt || settings.confirmedAt === null ? 'warning' : 'info'} className="mt-4">
          {settings.optedOutAt
            ? `${settings.phone} replied STOP on ${formatSastDate(settings.optedOutAt)}: nothing is sent to it. Send START to our WhatsApp number from that phone to receive messages again.`
            : settings.confirmedAt === null
              ? `Waiting for ${settings.phone} to confirm: we sent it one message asking for a reply. Reply YES to it from that phone and alerts start; until then nothing else is sent to the number (emails continue).`
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
      <form className="mt-4 space-y-4" onSubmit={turnOn.onSubmit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.register('phone')}
            error={errors.phone?.message}
            hint="A South African mobile number, such as 082 123 4567."
          />
          <SelectField label="Channel" {...form.register('channel')}>
            <option value="whatsapp">WhatsApp, SMS as fallback</option>
            <option value="sms">SMS only</option>
          </SelectField>
        </div>
        <CheckboxField label={MESSAGING_CONSENT.firm} {...form.register('consent')} error={errors.consent?.message} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={turnOn.busy} disabled={busy}>
            {on ? 'Update phone notifications' : 'Turn on phone notifications'}
          </Button>
          {on && (
            <Button variant="secondary" disabled={busy} busy={turnOff.busy} onClick={() => void turnOff.mutate()}>
              Turn off
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
