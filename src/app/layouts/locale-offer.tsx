import { useLocation, useNavigate } from 'react-router';
import { Container } from '@/components/ui/layout';
import { localeFromPath } from '@/domain/shared/locale-paths';
import { LOCALE_OFFER_TEXT } from '@/domain/shared/locale-offer-text';
import { localeName, type Locale } from '@/domain/shared/locales';
import { dismissOffer, pathInLocale, rememberLocale } from './locale-choice';
import { keepRoomFor, OFFER_LOOK } from './locale-offer-look';

/**
 * The bar offering the browser's preferred language (`offer`), fixed to the window's bottom:
 * offered, never forced. Its own chunk: locale-offer-slot.tsx decides whether it is due and loads
 * it only then.
 */
export default function LocaleOfferBar({ offer, onDone }: { offer: Locale; onDone: () => void }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const text = LOCALE_OFFER_TEXT[offer];
  const pageLocale = localeFromPath(pathname);
  // The ref keeps the page's end clear of the bar while it is mounted: React calls the returned
  // undo when it goes, and with a cleanup returned it never calls the ref with null.
  return (
    <div
      ref={(bar) => keepRoomFor(bar!)}
      role="region"
      aria-label={localeName(offer)}
      data-locale-offer=""
      className={OFFER_LOOK.bar}
    >
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
              onDone();
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
              onDone();
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
