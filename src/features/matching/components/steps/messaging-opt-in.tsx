import { useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '@/components/ui';
import { MESSAGING_CONSENT } from '@/domain/notifications/channels';
import { useAnswers } from '../wizard-form';

/**
 * WhatsApp (or SMS) beside email: its own unticked box naming the business and the purpose, and the
 * number once it is ticked. Optional; the messages carry a reference and a link, never the details.
 */
export function MessagingOptInField() {
  const { form, bind, field } = useAnswers();
  const optedIn = useWatch({ control: form.control, name: 'messagingOptIn' });
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Updates on your phone (optional)</legend>
      <CheckboxField label={MESSAGING_CONSENT.client} {...bind('messagingOptIn')} />
      {optedIn && (
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...field('messagingPhone')}
          hint="A South African mobile number, such as 082 123 4567."
        />
      )}
    </fieldset>
  );
}
