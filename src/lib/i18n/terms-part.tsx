/**
 * The terms summary's words (the catalog's `terms` part, compile.ts) and the list that shows them,
 * loaded when a client opens the summary on the wizard's first step. Its own module with its own
 * map of chunks, imported only then, so the pages' first load carries neither (issue 38).
 */
import { compiledCatalog } from '@/domain/i18n/compiled-catalog';
import { BRAND_NAME } from '@/domain/shared/brand';
import type { Locale } from '@/domain/shared/locales';
import { installMessages, t, type MessageKey } from './runtime';

const TERMS = import.meta.glob<{ default: object }>('./*.terms.json', { base: '/src/domain/i18n/compiled' });

const POINTS: readonly MessageKey[] = [
  'termsSummary.service',
  'termsSummary.free',
  'termsSummary.yourPart',
  'termsSummary.liability',
];

export async function loadTermsPart(locale: Locale): Promise<void> {
  const load = TERMS[`./${locale}.terms.json`];
  if (!load) throw new Error(`No terms summary for ${locale}`);
  installMessages(locale, compiledCatalog((await load()).default));
}

/** The summary's points, and last that the English text is the binding one. */
export function TermsSummary() {
  return (
    <div className="mt-2 space-y-2 text-sm text-slate-700">
      <ul className="list-disc space-y-1 pl-5">
        {POINTS.map((key) => (
          <li key={key}>{t(key, { brand: BRAND_NAME })}</li>
        ))}
      </ul>
      <p className="font-medium">{t('termsSummary.binding')}</p>
    </div>
  );
}
