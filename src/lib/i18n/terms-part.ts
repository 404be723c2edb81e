/**
 * The terms summary's words (the catalog's `terms` part, compile.ts), loaded when a client opens
 * the summary on the wizard's first step. Its own module with its own map of chunks, imported
 * only then, so the pages' first load carries neither the words nor the map (issue 38).
 */
import { compiledCatalog } from '@/domain/i18n/compiled-catalog';
import type { Locale } from '@/domain/shared/locales';
import { installMessages } from './runtime';

const TERMS = import.meta.glob<{ default: object }>('./*.terms.json', { base: '/src/domain/i18n/compiled' });

export async function loadTermsPart(locale: Locale): Promise<void> {
  const load = TERMS[`./${locale}.terms.json`];
  if (!load) throw new Error(`No terms summary for ${locale}`);
  installMessages(locale, compiledCatalog((await load()).default));
}
