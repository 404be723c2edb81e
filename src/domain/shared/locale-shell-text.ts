/**
 * The word the site header's language picker is labelled with, in every locale. Not in the PO
 * catalogs on purpose: the header is on every page, including the home page whose first-load
 * budget has no room for the translation runtime or a catalog. The offer's words are in
 * locale-offer-text.ts, downloaded only with the offer. Unreviewed drafts like the catalogs.
 */
import type { Locale } from './locales';

export const LANGUAGE_LABEL: Readonly<Record<Locale, string>> = {
  en: 'Language',
  zu: 'Ulimi',
  xh: 'Ulwimi',
  af: 'Taal',
  nso: 'Polelo',
  tn: 'Puo',
  st: 'Puo',
};
