/**
 * Translation on the server (client emails, issue 27): every locale's compiled catalog, imported
 * statically (a function bundle has no reason to split them), and a translator per locale. The
 * browser uses src/lib/i18n/runtime.ts instead, which loads one catalog at a time.
 */
import { setupI18n } from '@lingui/core';
import type { Locale } from '@/domain/shared/locales';
import { messages as af } from './compiled/af';
import { messages as en } from './compiled/en';
import type { MessageKey } from './compiled/keys';
import { messages as nso } from './compiled/nso';
import { messages as xh } from './compiled/xh';
import { messages as zu } from './compiled/zu';

export type { MessageKey } from './compiled/keys';
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const CATALOGS = { en, zu, xh, af, nso } as const;
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
