/**
 * Every client locale's words for the legal-need search (issue 27), keyed by locale. English lives
 * in ../search-phrases.ts. The search reads all of them for every client, whatever language the
 * wizard is in, because people mix languages: a client on the English wizard may type 'egskeiding'.
 *
 * These load with the wizard's rules on the first touch, never with the first visit (docs/matching.md
 * "Language", measured there), so a per-locale dynamic import would save nothing a client waits for.
 */
import type { Locale } from '../../shared/locales';
import { AF_PHRASES } from './af';
import { NSO_PHRASES } from './nso';
import type { LocalePhrases } from './types';
import { XH_PHRASES } from './xh';
import { ZU_PHRASES } from './zu';

export type { LocaleAreaWords, LocalePhrases } from './types';

export const LOCALE_PHRASES: Readonly<Record<Exclude<Locale, 'en'>, LocalePhrases>> = {
  zu: ZU_PHRASES,
  xh: XH_PHRASES,
  af: AF_PHRASES,
  nso: NSO_PHRASES,
};
