import { SUGGEST_DIALOG_ATTRIBUTE } from '@/app/static-pages';
import { localeFromPath } from '@/domain/shared/locale-paths';
import { DEFAULT_LOCALE, type Locale } from '@/domain/shared/locales';

type Open = (locale: Locale) => Promise<void>;

/** The dialog's own bundle, which the prerenderer names on the islands script (scripts/prerender-static.ts). */
async function openFromBundle(locale: Locale): Promise<void> {
  const src = document.querySelector(`script[${SUGGEST_DIALOG_ATTRIBUTE}]`)?.getAttribute(SUGGEST_DIALOG_ATTRIBUTE);
  if (!src) return;
  const bundle = (await import(/* @vite-ignore */ src)) as typeof import('./suggest-dialog-entry');
  await bundle.openSuggestDialog(locale);
}

/**
 * "Suggest a better translation" on a translated content page served without the app (the homes
 * /zu, /xh ...; issue 38): the button LocalizedMeta prerendered opens the dialog the app's button
 * opens, with the page's words and any the visitor selected. The dialog comes in its own bundle
 * (./suggest-dialog-entry.ts), downloaded only when the button is pressed.
 */
export function wireSuggestTranslation(root: ParentNode = document, open: Open = openFromBundle): void {
  const button = root.querySelector<HTMLButtonElement>('[data-island="suggest-translation"]');
  const locale = localeFromPath(window.location.pathname);
  if (!button || locale === DEFAULT_LOCALE) return;
  button.addEventListener('click', () => void open(locale));
}
