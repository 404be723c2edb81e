import { useWatch } from 'react-hook-form';
import { CheckboxField, RadioOption, TextField } from '@/components/ui';
import type { MessagingChannel } from '@/domain/notifications/channels';
import { BRAND_NAME } from '@/domain/shared/brand';
import { t } from '@/lib/i18n/runtime';
import { useAnswers } from '../wizard-form';

const CHANNEL_OPTIONS = [
  { channel: 'whatsapp', label: () => t('details.messagingWhatsApp') },
  { channel: 'sms', label: () => t('details.messagingSms') },
] as const satisfies readonly { channel: MessagingChannel; label: () => string }[];

/**
 * WhatsApp (or SMS) beside email: its own unticked box naming the business and the purpose, and the
 * number and channel once it is ticked (WhatsApp unless the client picks SMS, for a phone without
 * WhatsApp). Optional; the messages carry a reference and a link, never the details. The box's
 * words are the catalog's `details.messagingConsent`, the same message the server records with the
 * consent in the page's language (src/domain/notifications/consent-words.ts).
 */
export function MessagingOptInField() {
  const { form, bind, field, set } = useAnswers();
  const optedIn = useWatch({ control: form.control, name: 'messagingOptIn' });
  const chosen = useWatch({ control: form.control, name: 'messagingChannel' }) ?? 'whatsapp';
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('details.messagingLegend')}</legend>
      <CheckboxField label={t('details.messagingConsent', { brand: BRAND_NAME })} {...bind('messagingOptIn')} />
      {optedIn && (
        <>
          <TextField
            label={t('details.messagingPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...field('messagingPhone')}
            hint={t('details.messagingPhoneHint')}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('details.messagingChannel')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {CHANNEL_OPTIONS.map(({ channel, label }) => (
                <RadioOption
                  key={channel}
                  name="messagingChannel"
                  value={channel}
                  checked={chosen === channel}
                  onChange={() => set('messagingChannel', channel)}
                >
                  {label()}
                </RadioOption>
              ))}
            </div>
          </fieldset>
          {/* The number gets only a request to reply YES until its holder confirms it (docs/notifications.md). */}
          <p className="text-sm text-slate-600">{t('details.messagingConfirmFirst')}</p>
        </>
      )}
    </fieldset>
  );
}
