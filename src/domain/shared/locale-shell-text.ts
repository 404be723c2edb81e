/**
 * The few words the site header says about languages, in every locale. They are not in the PO
 * catalogs on purpose: the header is on every page, including the home page whose first-load
 * budget has no room for the translation runtime or a catalog, and it must read right before any
 * catalog has arrived. Unreviewed drafts like the catalogs (docs/i18n.md).
 */
import type { Locale } from './locales';

interface ShellText {
  /** The picker's label: "Language". */
  language: string;
  /** The offer, written in the language offered. */
  offer: string;
  /** Accepting the offer, in the language offered. */
  accept: string;
  /** Declining it, in the language of the page the visitor is on. */
  dismiss: string;
}

export const LOCALE_SHELL_TEXT: Readonly<Record<Locale, ShellText>> = {
  en: { language: 'Language', offer: 'View this site in English?', accept: 'Yes, switch', dismiss: 'No thanks' },
  zu: { language: 'Ulimi', offer: 'Ungathanda ukusebenzisa le sayithi ngesiZulu?', accept: 'Yebo', dismiss: 'Cha, ngiyabonga' },
  xh: { language: 'Ulwimi', offer: 'Ungathanda ukusebenzisa le sayithi ngesiXhosa?', accept: 'Ewe', dismiss: 'Hayi, enkosi' },
  af: {
    language: 'Taal',
    offer: 'Wil jy hierdie webwerf in Afrikaans gebruik?',
    accept: 'Ja, skakel oor',
    dismiss: 'Nee dankie',
  },
  nso: { language: 'Polelo', offer: 'Na o rata go diriša saete ye ka Sepedi?', accept: 'Ee', dismiss: 'Aowa, ke a leboga' },
};
