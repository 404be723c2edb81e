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
    <div role="region" aria-label={localeName(offer)} className="border-t border-slate-200 bg-brand-50">
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm text-brand-950">
        <p lang={offer} className="min-w-0 flex-1 basis-48">
          {text.offer}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            lang={offer}
            onClick={() => {
              rememberLocale(offer);
              setOffer(null);
              void navigate(pathInLocale(pathname, offer) + search);
            }}
            className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {text.accept}
          </button>
          <button
            type="button"
            onClick={() => {
              dismissOffer();
              setOffer(null);
            }}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {LOCALE_OFFER_TEXT[pageLocale].dismiss}
          </button>
        </div>
      </Container>
    </div>
  );
}
