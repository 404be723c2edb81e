/**
 * The translation runtime for the client pages: Lingui's core (about 1.9 kB gzip, see
 * docs/i18n.md) with catalogs compiled at build time. Components call t('key', values) during
 * render; the router's LocaleGate has installed and activated the page's locale before that.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { compiledCatalog } from '@/domain/i18n/compiled-catalog';
import type { MessageKey } from '@/domain/i18n/compiled/keys';
import { UNREVIEWED_PARTS_KEY } from '@/domain/i18n/unreviewed-key';
import type { Locale } from '@/domain/shared/locales';

export type { MessageKey } from '@/domain/i18n/compiled/keys';

const i18n = setupI18n();

// One chunk per locale and part: a visitor downloads only the language they read, and a page's
// own words only with that page (src/domain/i18n/compile.ts, CATALOG_PARTS). The email part is
// the functions' alone. Here only the core catalogs' map (keys relative to the folder:
// './zu.json'), which is in every translated page's download; the parts' map loads with the first
// part a page asks for (catalog-parts.ts), the terms summary's with the summary (terms-part.tsx).
const CORE = import.meta.glob<{ default: object }>(['./*.json', '!./*.*.json'], { base: '/src/domain/i18n/compiled' });

/** The parts a page may ask for besides the core catalog (compile.ts says what each holds). */
export type CatalogPart = 'forms' | 'home' | 'results' | 'request';

function loadPart(locale: Locale, part?: CatalogPart): Promise<Messages> {
  if (part) return import('./catalog-parts').then(({ loadCatalogPart }) => loadCatalogPart(locale, part));
  const load = CORE[`./${locale}.json`];
  if (!load) return Promise.reject(new Error(`No compiled catalog for ${locale}`));
  return load().then((module) => compiledCatalog(module.default));
}

/** Per locale, the catalog parts that still hold a message not yet reviewed (compile.ts, issue 38). */
const unreviewed = new Map<Locale, ReadonlySet<string>>();

export async function installCatalog(locale: Locale, parts: CatalogPart | readonly CatalogPart[] = []): Promise<void> {
  const extras = typeof parts === 'string' ? [parts] : parts;
  const [core, ...rest] = await Promise.all([loadPart(locale), ...extras.map((part) => loadPart(locale, part))]);
  const waiting = (core as Record<string, unknown>)[UNREVIEWED_PARTS_KEY];
  unreviewed.set(locale, new Set(Array.isArray(waiting) ? (waiting as string[]) : []));
  i18n.load(locale, core);
  for (const extra of rest) i18n.load(locale, extra);
  // The first catalog becomes the active one; later ones wait for the LocaleGate to activate them.
  if (!i18n.locale) i18n.activate(locale);
}

/** Adds messages to a locale's installed catalog (a part with its own loader: terms-part.ts). */
export function installMessages(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
}

export function activate(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale);
}

export type MessageValues = Record<string, string | number | Date | undefined>;

/** Whether a page showing the core and `parts` of `locale`'s catalog shows a message not yet reviewed. */
export const showsUnreviewed = (locale: Locale, parts: readonly CatalogPart[]): boolean =>
  ['core', ...parts].some((part) => unreviewed.get(locale)?.has(part) ?? false);

/** The active locale's message for `key`, with its ICU placeholders filled from `values`. */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

/** The locale t() answers in. */
export const activeLocale = (): Locale => i18n.locale as Locale;
