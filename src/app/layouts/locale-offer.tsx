import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container } from '@/components/ui/layout';
import { localeFromPath } from '@/domain/shared/locale-paths';
import { LOCALE_OFFER_TEXT } from '@/domain/shared/locale-offer-text';
import { localeName, type Locale } from '@/domain/shared/locales';
import {
  dismissOffer,
  offerDismissed,
  pathInLocale,
  preferredLocaleToOffer,
  rememberedLocale,
  rememberLocale,
} from './locale-choice';
import { OFFER_LOOK } from './locale-offer-look';

/**
 * Offers the browser's preferred language (navigator.languages) when the site has it, in a small
 * bar under the header: offered, never forced. Shown only after hydration (prerendered markup
 * knows no browser), never again once the visitor has chosen a language or said no.
 */
export function LocaleOffer() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [offer, setOffer] = useState<Locale | null>(null);
  useEffect(() => {
    if (rememberedLocale() || offerDismissed()) return setOffer(null);
    setOffer(preferredLocaleToOffer(navigator.languages ?? [navigator.language], pathname));
  }, [pathname]);
  if (!offer) return null;
  const text = LOCALE_OFFER_TEXT[offer];
  const pageLocale = localeFromPath(pathname);
  return (
    <div role="region" aria-label={localeName(offer)} data-locale-offer="" className={OFFER_LOOK.bar}>
      <Container className={OFFER_LOOK.row}>
        <p lang={offer} className={OFFER_LOOK.text}>
          {text.offer}
        </p>
        <div className={OFFER_LOOK.buttons}>
          <button
            type="button"
            lang={offer}
            onClick={() => {
              rememberLocale(offer);
              setOffer(null);
              void navigate(pathInLocale(pathname, offer) + search);
            }}
            className={OFFER_LOOK.accept}
          >
            {text.accept}
          </button>
          <button
            type="button"
            onClick={() => {
              dismissOffer();
              setOffer(null);
            }}
            className={OFFER_LOOK.dismiss}
          >
            {LOCALE_OFFER_TEXT[pageLocale].dismiss}
          </button>
        </div>
      </Container>
    </div>
  );
}
