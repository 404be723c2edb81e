/**
 * Opens the "Suggest a better translation" dialog (issue 38): loaded only when a visitor follows
 * the link, so no page's first load carries the dialog, its words or the catalogs it compares. On
 * an app page the link is LocalizedMeta's button; on a content page served without the app (the
 * translated homes) the islands script wires the same prerendered button to it.
 * The dialog gets a root of its own beside the page, and leaves with it when closed, giving focus
 * back to the link that opened it.
 */
import { createRoot } from 'react-dom/client';
import { compiledCatalog } from '@/domain/i18n/compiled-catalog';
import type { Locale } from '@/domain/shared/locales';
import { activate, activeLocale, installCatalog, installMessages } from '@/lib/i18n/runtime';
import { selectionSearch } from './page-texts';
import { SuggestDialog } from './suggest-dialog';

const WORDS = import.meta.glob<{ default: object }>('./*.suggest.json', { base: '/src/domain/i18n/compiled' });

/** A second click while the dialog loads (or is open) opens no second dialog. */
let opened = false;

export async function openSuggestDialog(locale: Locale): Promise<void> {
  if (opened) return;
  opened = true;
  // The page's words as the visitor sees them, and any they selected, read before the dialog adds its own.
  const pageText = document.body.innerText;
  const selected = selectionSearch(window.getSelection()?.toString() ?? '');
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const words = WORDS[`./${locale}.suggest.json`];
  try {
    // A content page has no app and so no catalog yet (src/islands/suggest-translation.ts opens it
    // there): its core first, which the dialog's shared parts (buttons, refusals) speak from.
    if (activeLocale() !== locale) {
      await installCatalog(locale);
      activate(locale);
    }
    if (words) installMessages(locale, compiledCatalog((await words()).default));
  } catch (error) {
    opened = false; // a failed download may be tried again
    throw error;
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
    opened = false;
    // Back to the link that opened it (the page may have moved focus while the dialog loaded).
    opener?.focus();
  };
  root.render(<SuggestDialog locale={locale} pageText={pageText} selected={selected} onClose={close} />);
}
