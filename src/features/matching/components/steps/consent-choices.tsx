import { CheckboxField } from '@/components/ui';
import { useAnswers } from '../wizard-form';
import { responsePromise } from '@/lib/i18n/response-promise';
import { t } from '@/lib/i18n/runtime';

/** The two separate consent questions on the last step, both unticked until the client ticks them. */
export function ConsentChoices() {
  const { bind } = useAnswers();
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('consent.legend')}</legend>
      <CheckboxField label={t('consent.share')} {...bind('shareWithOtherFirms')} />
      <CheckboxField label={t('consent.reroute', { promise: responsePromise() })} {...bind('reroute')} />
    </fieldset>
  );
}
