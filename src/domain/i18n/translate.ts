/**
 * Translation on the server (client emails and the prerendered pages, issue 27): every locale's
 * compiled catalog, all its parts (core, forms, home, results, request, email) imported statically (a function bundle has no
 * reason to split them), and a translator per locale. The
 * browser uses src/lib/i18n/runtime.ts instead, which loads one catalog at a time.
 */
import { setupI18n, type Messages } from '@lingui/core';
import type { Locale } from '@/domain/shared/locales';
import { compiledCatalog } from './compiled-catalog';
import afResults from './compiled/af.results.json' with { type: 'json' };
import afRequest from './compiled/af.request.json' with { type: 'json' };
import enResults from './compiled/en.results.json' with { type: 'json' };
import enRequest from './compiled/en.request.json' with { type: 'json' };
import nsoResults from './compiled/nso.results.json' with { type: 'json' };
import nsoRequest from './compiled/nso.request.json' with { type: 'json' };
import xhResults from './compiled/xh.results.json' with { type: 'json' };
import xhRequest from './compiled/xh.request.json' with { type: 'json' };
import zuResults from './compiled/zu.results.json' with { type: 'json' };
import zuRequest from './compiled/zu.request.json' with { type: 'json' };
import af from './compiled/af.json' with { type: 'json' };
import afForms from './compiled/af.forms.json' with { type: 'json' };
import afEmail from './compiled/af.email.json' with { type: 'json' };
import afHome from './compiled/af.home.json' with { type: 'json' };
import en from './compiled/en.json' with { type: 'json' };
import enForms from './compiled/en.forms.json' with { type: 'json' };
import enEmail from './compiled/en.email.json' with { type: 'json' };
import enHome from './compiled/en.home.json' with { type: 'json' };
import nso from './compiled/nso.json' with { type: 'json' };
import nsoForms from './compiled/nso.forms.json' with { type: 'json' };
import nsoEmail from './compiled/nso.email.json' with { type: 'json' };
import nsoHome from './compiled/nso.home.json' with { type: 'json' };
import xh from './compiled/xh.json' with { type: 'json' };
import xhForms from './compiled/xh.forms.json' with { type: 'json' };
import xhEmail from './compiled/xh.email.json' with { type: 'json' };
import xhHome from './compiled/xh.home.json' with { type: 'json' };
import zu from './compiled/zu.json' with { type: 'json' };
import zuForms from './compiled/zu.forms.json' with { type: 'json' };
import zuEmail from './compiled/zu.email.json' with { type: 'json' };
import zuHome from './compiled/zu.home.json' with { type: 'json' };
import tn from './compiled/tn.json' with { type: 'json' };
import tnForms from './compiled/tn.forms.json' with { type: 'json' };
import tnEmail from './compiled/tn.email.json' with { type: 'json' };
import tnHome from './compiled/tn.home.json' with { type: 'json' };
import tnResults from './compiled/tn.results.json' with { type: 'json' };
import tnRequest from './compiled/tn.request.json' with { type: 'json' };
import st from './compiled/st.json' with { type: 'json' };
import stForms from './compiled/st.forms.json' with { type: 'json' };
import stEmail from './compiled/st.email.json' with { type: 'json' };
import stHome from './compiled/st.home.json' with { type: 'json' };
import stResults from './compiled/st.results.json' with { type: 'json' };
import stRequest from './compiled/st.request.json' with { type: 'json' };
import enTerms from './compiled/en.terms.json' with { type: 'json' };
import zuTerms from './compiled/zu.terms.json' with { type: 'json' };
import xhTerms from './compiled/xh.terms.json' with { type: 'json' };
import afTerms from './compiled/af.terms.json' with { type: 'json' };
import nsoTerms from './compiled/nso.terms.json' with { type: 'json' };
import tnTerms from './compiled/tn.terms.json' with { type: 'json' };
import stTerms from './compiled/st.terms.json' with { type: 'json' };
import enSuggest from './compiled/en.suggest.json' with { type: 'json' };
import zuSuggest from './compiled/zu.suggest.json' with { type: 'json' };
import xhSuggest from './compiled/xh.suggest.json' with { type: 'json' };
import afSuggest from './compiled/af.suggest.json' with { type: 'json' };
import nsoSuggest from './compiled/nso.suggest.json' with { type: 'json' };
import tnSuggest from './compiled/tn.suggest.json' with { type: 'json' };
import stSuggest from './compiled/st.suggest.json' with { type: 'json' };
import type { MessageKey } from './compiled/keys';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const whole = (...parts: object[]): Messages => compiledCatalog(Object.assign({}, ...parts) as object);
const CATALOGS: Record<Locale, Messages> = {
  en: whole(en, enForms, enEmail, enHome, enResults, enRequest, enSuggest),
  zu: whole(zu, zuForms, zuEmail, zuHome, zuResults, zuRequest, zuSuggest),
  xh: whole(xh, xhForms, xhEmail, xhHome, xhResults, xhRequest, xhSuggest),
  af: whole(af, afForms, afEmail, afHome, afResults, afRequest, afSuggest),
  nso: whole(nso, nsoForms, nsoEmail, nsoHome, nsoResults, nsoRequest, nsoSuggest),
  tn: whole(tn, tnForms, tnEmail, tnHome, tnResults, tnRequest, tnSuggest),
  st: whole(st, stForms, stEmail, stHome, stResults, stRequest, stSuggest),
};
/** The terms summary's part (loaded by its own list in the browser), for the catalog's message lookup. */
const TERMS: Record<Locale, object> = {
  en: enTerms,
  zu: zuTerms,
  xh: xhTerms,
  af: afTerms,
  nso: nsoTerms,
  tn: tnTerms,
  st: stTerms,
};
const translators = new Map<Locale, Translate>();

/**
 * A message of a locale's catalog as compiled (Lingui's arrays), or undefined when the catalog has
 * no such key: what the translation suggestions check a message id against (issue 38). The
 * reserved `$drafts` entry and the emails' words (never on a page) are not messages a page shows.
 */
export function compiledMessage(locale: Locale, key: string): unknown {
  if (key.startsWith('$') || key.startsWith('email.')) return undefined;
  const messages = CATALOGS[locale] as Record<string, unknown>;
  if (Object.hasOwn(messages, key)) return messages[key];
  const terms = TERMS[locale] as Record<string, unknown>;
  return Object.hasOwn(terms, key) ? terms[key] : undefined;
}

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
