import { useState, type ComponentType } from 'react';
import { activeLocale, t } from '@/lib/i18n/runtime';

/**
 * The terms in short, in the wizard's language (issue 38): the Terms of Service are English and
 * binding, and the summary says so last. Its words and its list come when the client opens it
 * (terms-part.tsx), so the consent step's download grows by this line only (docs/i18n.md). Not
 * shown in English, where the terms themselves are.
 */
export function TermsInShort() {
  const locale = activeLocale();
  const [Summary, setSummary] = useState<ComponentType | null>(null);
  if (locale === 'en') return null;
  const load = (open: boolean) => {
    if (open && !Summary)
      void import('@/lib/i18n/terms-part').then(async (part) => {
        await part.loadTermsPart(locale);
        setSummary(() => part.TermsSummary);
      });
  };
  return (
    <details className="rounded-md border border-slate-200 px-3 py-2" onToggle={(event) => load(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-brand-700">{t('terms.inShort')}</summary>
      {Summary && <Summary />}
    </details>
  );
}
