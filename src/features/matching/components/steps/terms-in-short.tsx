import { useState } from 'react';
import { BRAND_NAME } from '@/domain/shared/brand';
import { activeLocale, t, type MessageKey } from '@/lib/i18n/runtime';

const POINTS: readonly MessageKey[] = [
  'termsSummary.service',
  'termsSummary.free',
  'termsSummary.yourPart',
  'termsSummary.liability',
];

/**
 * The terms in short, in the wizard's language (issue 38): the Terms of Service are English and
 * binding, and the summary says so last. Its words are the catalog's `terms` part, fetched when
 * the client opens it (terms-part.ts), so the first step's download does not grow (docs/i18n.md). Not shown in
 * English, where the terms themselves are.
 */
export function TermsInShort() {
  const locale = activeLocale();
  const [ready, setReady] = useState(false);
  if (locale === 'en') return null;
  const load = (open: boolean) => {
    if (open && !ready)
      void import('@/lib/i18n/terms-part')
        .then((part) => part.loadTermsPart(locale))
        .then(
          () => setReady(true),
          () => setReady(false),
        );
  };
  return (
    <details className="rounded-md border border-slate-200 px-3 py-2" onToggle={(event) => load(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-brand-700">{t('terms.inShort')}</summary>
      {ready && (
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <ul className="list-disc space-y-1 pl-5">
            {POINTS.map((key) => (
              <li key={key}>{t(key, { brand: BRAND_NAME })}</li>
            ))}
          </ul>
          <p className="font-medium">{t('termsSummary.binding')}</p>
        </div>
      )}
    </details>
  );
}
