/**
 * The header's language picker and the preferred-language offer on a content page served without
 * the app (issue 27 meets issue 29). Same behaviour as language-picker.tsx and locale-offer.tsx:
 * choosing a language remembers it (the same localStorage key) and opens the page that the
 * prerendered option names (data-href); the browser's preferred language is offered, never forced.
 */
import { keepRoomFor, OFFER_LOOK } from '@/app/layouts/locale-offer-look';
import {
  dismissOffer,
  offerDismissed,
  preferredLocaleToOffer,
  rememberedLocale,
  rememberLocale,
} from '@/app/layouts/locale-storage';
import { localeFromPath } from '@/domain/shared/locale-paths';
import { LOCALE_OFFER_TEXT } from '@/domain/shared/locale-offer-text';
import { isLocale, localeName, type Locale } from '@/domain/shared/locales';

type Navigate = (href: string) => void;
const goTo: Navigate = (href) => window.location.assign(href);

function hrefFor(picker: HTMLSelectElement, locale: string): string | null {
  return picker.querySelector<HTMLOptionElement>(`option[value="${locale}"]`)?.dataset.href ?? null;
}

/** The picker: a native select, so keyboard and screen readers work as they do on app pages. */
export function wireLanguagePicker(root: ParentNode = document, navigate: Navigate = goTo): void {
  const picker = root.querySelector<HTMLSelectElement>('[data-island="language-picker"]');
  if (!picker) return;
  // A browser restoring the page from history may keep the choice just made: show the page's own.
  picker.value = localeFromPath(window.location.pathname);
  picker.addEventListener('change', () => {
    const next = picker.value;
    const href = hrefFor(picker, next);
    if (!isLocale(next) || !href) return;
    rememberLocale(next);
    navigate(href);
  });
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** The offer bar, built where the React header puts it: after the header, fixed to the window's bottom. */
export function wireLocaleOffer(
  root: ParentNode = document,
  languages: readonly string[] = navigator.languages ?? [navigator.language],
  navigate: Navigate = goTo,
): void {
  const picker = root.querySelector<HTMLSelectElement>('[data-island="language-picker"]');
  const header = picker?.closest('header');
  if (!picker || !header || rememberedLocale() || offerDismissed()) return;
  const pathname = window.location.pathname;
  const offer: Locale | null = preferredLocaleToOffer(languages, pathname);
  const href = offer && hrefFor(picker, offer);
  if (!offer || !href) return;
  const text = LOCALE_OFFER_TEXT[offer];

  const bar = element('div', OFFER_LOOK.bar);
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', localeName(offer));
  bar.dataset.localeOffer = '';
  const row = element('div', `mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${OFFER_LOOK.row}`);
  const message = element('p', OFFER_LOOK.text, text.offer);
  message.lang = offer;
  const buttons = element('div', OFFER_LOOK.buttons);
  const accept = element('button', OFFER_LOOK.accept, text.accept);
  accept.type = 'button';
  accept.lang = offer;
  const dismiss = element('button', OFFER_LOOK.dismiss, LOCALE_OFFER_TEXT[localeFromPath(pathname)].dismiss);
  dismiss.type = 'button';
  buttons.append(accept, dismiss);
  row.append(message, buttons);
  bar.append(row);

  header.after(bar);
  const giveBackRoom = keepRoomFor(bar);
  const close = () => {
    bar.remove();
    giveBackRoom();
  };
  accept.addEventListener('click', () => {
    rememberLocale(offer);
    close();
    navigate(href);
  });
  dismiss.addEventListener('click', () => {
    dismissOffer();
    close();
    picker.focus(); // focus would otherwise fall to the page's start
  });
}
