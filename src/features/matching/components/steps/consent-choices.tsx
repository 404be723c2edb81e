import { CheckboxField } from '@/components/ui';
import { useAnswers } from '../wizard-form';
import { responsePromise } from '@/lib/i18n/response-promise';
import { t } from '@/lib/i18n/runtime';
import { TermsInShort } from './terms-in-short';

/**
 * The two separate consent questions on the last step, both unticked until the client ticks them,
 * and the terms in short in the client's language (not English), where they consent. (On the first
 * step it cost 0.2 kB of every translated wizard's first load, past its 100 kB budget.)
 */
export function ConsentChoices() {
  const { bind } = useAnswers();
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('consent.legend')}</legend>
      <CheckboxField label={t('consent.share')} {...bind('shareWithOtherFirms')} />
      <CheckboxField label={t('consent.reroute', { promise: responsePromise() })} {...bind('reroute')} />
      <TermsInShort />
    </fieldset>
  );
}
