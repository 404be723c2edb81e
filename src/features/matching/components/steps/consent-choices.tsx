import { CheckboxField } from '@/components/ui';
import { consentLabels } from '@/domain/privacy/consent-text';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import { useAnswers } from '../wizard-form';

/** The two separate consent questions on the last step, both unticked until the client ticks them. */
export function ConsentChoices() {
  const { bind } = useAnswers();
  const labels = consentLabels(RESPONSE_PROMISE);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Your choices (optional)</legend>
      <CheckboxField label={labels.shareWithOtherFirms} {...bind('shareWithOtherFirms')} />
      <CheckboxField label={labels.reroute} {...bind('reroute')} />
    </fieldset>
  );
}
