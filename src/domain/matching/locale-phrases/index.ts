/**
 * Every client locale's words for the legal-need search (issue 27), keyed by locale. English lives
 * in ../search-phrases.ts. The search reads all of them for every client, whatever language the
 * wizard is in, because people mix languages: a client on the English wizard may type 'egskeiding'.
 *
 * The words are data a translator edits ({locale}.json: the language, its review state and, per
 * subcategory id, the area's name and the phrases people type, and per item id its name, for the
 * screens and emails that show a need: src/domain/i18n/area-names.ts); this module checks their
 * shape once.
 * They load with the wizard's rules on the first touch, never with the first visit (docs/matching.md
 * "Language", measured there), so a per-locale dynamic import would save nothing a client waits for.
 */
import { z } from 'zod';
import type { Locale } from '../../shared/locales';
import af from './af.json' with { type: 'json' };
import nso from './nso.json' with { type: 'json' };
import st from './st.json' with { type: 'json' };
import tn from './tn.json' with { type: 'json' };
import type { LocalePhrases } from './types';
import xh from './xh.json' with { type: 'json' };
import zu from './zu.json' with { type: 'json' };

export type { LocalePhrases } from './types';

const localePhrasesFileSchema = z.object({
  language: z.string().min(1),
  /** Who has checked the words: every file says so, the tests insist (locale-phrases.test.ts). */
  review: z.string().min(1),
  areas: z.record(z.string(), z.object({ name: z.string().min(1), phrases: z.array(z.string().min(1)) })),
  /** Each taxonomy item's name (the finest level: 'Uncontested Divorce'), by item id. */
  items: z.record(z.string(), z.string().min(1)),
});

const files = {
  zu: localePhrasesFileSchema.parse(zu),
  xh: localePhrasesFileSchema.parse(xh),
  af: localePhrasesFileSchema.parse(af),
  nso: localePhrasesFileSchema.parse(nso),
  tn: localePhrasesFileSchema.parse(tn),
  st: localePhrasesFileSchema.parse(st),
};

export const LOCALE_PHRASES: Readonly<Record<Exclude<Locale, 'en'>, LocalePhrases>> = {
  zu: files.zu.areas,
  xh: files.xh.areas,
  af: files.af.areas,
  nso: files.nso.areas,
  tn: files.tn.areas,
  st: files.st.areas,
};

/** Each locale's names of the taxonomy's items, by item id. */
export const LOCALE_ITEM_NAMES: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = {
  zu: files.zu.items,
  xh: files.xh.items,
  af: files.af.items,
  nso: files.nso.items,
  tn: files.tn.items,
  st: files.st.items,
};

/** Each locale's review state, as its file records it. */
export const LOCALE_PHRASES_REVIEW: Readonly<Record<Exclude<Locale, 'en'>, string>> = {
  zu: zu.review,
  xh: xh.review,
  af: af.review,
  nso: nso.review,
  tn: tn.review,
  st: st.review,
};
