/**
 * Translation on the server (client emails, issue 27): every locale's compiled catalog, imported
 * statically (a function bundle has no reason to split them), and a translator per locale. The
 * browser uses src/lib/i18n/runtime.ts instead, which loads one catalog at a time.
 */
import { setupI18n, type Messages } from '@lingui/core';
import type { Locale } from '@/domain/shared/locales';
import { compiledCatalog } from './compiled-catalog';
import af from './compiled/af.json';
import en from './compiled/en.json';
import type { MessageKey } from './compiled/keys';
import nso from './compiled/nso.json';
import xh from './compiled/xh.json';
import zu from './compiled/zu.json';

export type { MessageKey } from './compiled/keys';
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const CATALOGS: Record<Locale, Messages> = {
  en: compiledCatalog(en),
  zu: compiledCatalog(zu),
  xh: compiledCatalog(xh),
  af: compiledCatalog(af),
  nso: compiledCatalog(nso),
};
const translators = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    translate = (key, values) => i18n._(key, values);
    translators.set(locale, translate);
  }
  return translate;
}

const WORKING_DAY_HOURS = 8;

/** The response promise ("within 16 business hours (about two working days)") in a locale. */
export const responsePromiseIn = (translate: Translate, hours: number) =>
  translate('common.responsePromise', { hours, days: hours / WORKING_DAY_HOURS });
