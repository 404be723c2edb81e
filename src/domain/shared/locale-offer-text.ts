/**
 * The preferred-language offer's words (src/app/layouts/locale-offer.tsx), downloaded only with
 * the offer. Machine/LLM drafts, not yet reviewed by a professional translator (docs/i18n.md).
 */
import type { Locale } from './locales';

interface OfferText {
  /** The offer, written in the language offered. */
  offer: string;
  /** Accepting the offer, in the language offered. */
  accept: string;
  /** Declining it, in the language of the page the visitor is on. */
  dismiss: string;
}

export const LOCALE_OFFER_TEXT: Readonly<Record<Locale, OfferText>> = {
  en: { offer: 'View this site in English?', accept: 'Yes, switch', dismiss: 'No thanks' },
  zu: { offer: 'Ungathanda ukusebenzisa le sayithi ngesiZulu?', accept: 'Yebo', dismiss: 'Cha, ngiyabonga' },
  xh: { offer: 'Ungathanda ukusebenzisa le sayithi ngesiXhosa?', accept: 'Ewe', dismiss: 'Hayi, enkosi' },
  af: { offer: 'Wil jy hierdie webwerf in Afrikaans gebruik?', accept: 'Ja, skakel oor', dismiss: 'Nee dankie' },
  nso: { offer: 'Na o rata go diriša saete ye ka Sepedi?', accept: 'Ee', dismiss: 'Aowa, ke a leboga' },
  tn: { offer: 'A o ka rata go dirisa saete eno ka Setswana?', accept: 'Ee', dismiss: 'Nnyaa, ke a leboga' },
  st: { offer: 'Na o ka rata ho sebedisa saete ena ka Sesotho?', accept: 'E', dismiss: 'Tjhe, ke a leboha' },
};
