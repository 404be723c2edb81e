import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@/domain/shared/locales';
import { offerDismissed, preferredLocaleToOffer, rememberedLocale } from './locale-storage';

// The bar and its five languages' words download only when there is something to offer: a
// browser that prefers English (or a visitor who chose or said no) never fetches them.
const LocaleOfferBar = lazy(() => import('./locale-offer'));

/**
 * Offers the browser's preferred language (navigator.languages) when the site has it. Decided
 * after hydration (prerendered markup knows no browser), never again once the visitor has chosen
 * a language or said no.
 */
export function LocaleOffer() {
  const { pathname } = useLocation();
  const [offer, setOffer] = useState<Locale | null>(null);
  useEffect(() => {
    if (rememberedLocale() || offerDismissed()) return setOffer(null);
    setOffer(preferredLocaleToOffer(navigator.languages ?? [navigator.language], pathname));
  }, [pathname]);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <LocaleOfferBar offer={offer} onDone={() => setOffer(null)} />
    </Suspense>
  );
}
