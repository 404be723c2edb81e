/**
 * The translation runtime for the client pages: Lingui's core (about 1.9 kB gzip, see
 * docs/i18n.md) with catalogs compiled at build time. Components call t('key', values) during
 * render; the router's LocaleGate has installed and activated the page's locale before that.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { compiledCatalog } from '@/domain/i18n/compiled-catalog';
import type { MessageKey } from '@/domain/i18n/compiled/keys';
import type { Locale } from '@/domain/shared/locales';

export type { MessageKey } from '@/domain/i18n/compiled/keys';

const i18n = setupI18n();

// One chunk per locale: a visitor downloads only the catalog of the language they read.
const CATALOGS: Record<Locale, () => Promise<Messages>> = {
  en: () => import('@/domain/i18n/compiled/en.json').then((module) => compiledCatalog(module.default)),
  zu: () => import('@/domain/i18n/compiled/zu.json').then((module) => compiledCatalog(module.default)),
  xh: () => import('@/domain/i18n/compiled/xh.json').then((module) => compiledCatalog(module.default)),
  af: () => import('@/domain/i18n/compiled/af.json').then((module) => compiledCatalog(module.default)),
  nso: () => import('@/domain/i18n/compiled/nso.json').then((module) => compiledCatalog(module.default)),
};

export async function installCatalog(locale: Locale): Promise<void> {
  const messages = await CATALOGS[locale]();
  i18n.load(locale, messages);
  // The first catalog becomes the active one; later ones wait for the LocaleGate to activate them.
  if (!i18n.locale) i18n.activate(locale);
}

export function activate(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale);
}

export type MessageValues = Record<string, string | number | Date | undefined>;

/** The active locale's message for `key`, with its ICU placeholders filled from `values`. */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

/** The locale t() answers in. */
export const activeLocale = (): Locale => i18n.locale as Locale;
