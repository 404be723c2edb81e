import { expect, type Page } from '@playwright/test';
import { LEGAL_AID } from '../../src/domain/matching/legal-aid';
import { ALL_SUBCATEGORIES } from '../../src/domain/matching/practice-areas';
import { LOCALE_ITEM_NAMES, LOCALE_PHRASES } from '../../src/domain/matching/locale-phrases';
import { BRAND_NAME, SUPPORT_EMAIL } from '../../src/domain/shared/brand';
import { LANGUAGES } from '../../src/domain/shared/languages';
import { LOCALES, type Locale } from '../../src/domain/shared/locales';
import { LOCALE_OFFER_TEXT } from '../../src/domain/shared/locale-offer-text';
import { LANGUAGE_LABEL } from '../../src/domain/shared/locale-shell-text';
import { FALLBACK_MONTH_NAMES } from '../../src/domain/shared/month-names';
import { PROVINCES } from '../../src/domain/shared/provinces';

/**
 * No visible English left by accident (issue 38). A translated screen may show only words that
 * come from somewhere a translator sees: the catalog the page was served, the language's
 * practice-area names, what the client or a firm wrote, or the few terms below that are English
 * (or names) on purpose. Text inside an element marked `lang="en"` (the firms' links, the
 * promo bar) is English by declaration and skipped, and so is text marked `translate="no"` (a
 * firm's name and place: names, whichever journey's firm the results list). A word that comes from nowhere is a string a
 * component wrote itself: the check names the text it sits in, so a failure says what to fix.
 *
 * Words, not whole strings: a message is split across text nodes by its placeholders and tags,
 * and a catalog word is allowed wherever it appears. The catalog served in the longest-string walk
 * mixes languages, so an English word that is also a word of some translation passes; a string of
 * English words rarely does.
 */
// Hyphens split words: isiZulu prefixes a name ('i-RegMatch', 'i-RAF'), and each part must be accounted for.
const WORD = /[\p{L}][\p{L}\p{M}'’]*/gu;

const wordsOf = (text: string): string[] =>
  (text.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/['’]+$/, '')).filter((w) => w.length > 1);

/** Terms left as they are in every language, each with its reason. */
const ON_PURPOSE: readonly (readonly [string, string])[] = [
  [BRAND_NAME, 'the brand'],
  ['Reg Match', 'the logo, which writes the brand in two parts'],
  [SUPPORT_EMAIL, 'the support address'],
  ['WhatsApp SMS', 'product names'],
  ['SAST', 'South African Standard Time, as the catalogs write it'],
  [LEGAL_AID.source, "the Legal Aid panel's source citation: a document's title, left English on purpose (docs/i18n.md)"],
  ['Legal Aid South Africa SA', 'an organisation’s name, kept in English where no official translation exists (glossary)'],
];

/** Every literal text of compiled catalog messages (branches of plurals and selects included). */
function catalogTexts(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (Array.isArray(message)) return message.flatMap(catalogTexts);
  if (message && typeof message === 'object') return Object.values(message).flatMap(catalogTexts);
  return [];
}

/**
 * The words a screen may show: the served catalog's (`catalog`: compiled messages, by key), the
 * page locale's practice-area names (and the English names shown beside them in the suggestions),
 * names of places, languages and months, and the walk's own data (`extra`: firm names, the
 * review's text, what the wizard typed).
 */
export function allowedWords(locale: Locale, catalog: Record<string, unknown>, extra: readonly string[] = []): Set<string> {
  const texts: string[] = [...Object.values(catalog).flatMap(catalogTexts), ...extra, ...ON_PURPOSE.map(([term]) => term)];
  texts.push(...ALL_SUBCATEGORIES.map((s) => s.name));
  if (locale !== 'en') {
    texts.push(...Object.values(LOCALE_PHRASES[locale]).map((area) => area.name));
    texts.push(...Object.values(LOCALE_ITEM_NAMES[locale]));
    const months = FALLBACK_MONTH_NAMES[locale];
    if (months) texts.push(...months.short, ...months.long);
  }
  texts.push(...PROVINCES, ...LANGUAGES.map((l) => l.name), ...LOCALES.map((l) => l.name));
  // The header's picker and the language offer: words kept beside the catalogs on purpose (the
  // header must not wait for a catalog), each offer written in the language it offers.
  texts.push(...Object.values(LANGUAGE_LABEL), ...Object.values(LOCALE_OFFER_TEXT).flatMap((offer) => Object.values(offer)));
  return new Set(texts.flatMap(wordsOf));
}

/**
 * The visible texts of the page as it is now (text nodes, a select's chosen option, an empty
 * field's placeholder), leaving out what sits inside `lang="en"` or `translate="no"`, and the
 * names so marked. Read in one pass.
 */
function visibleTexts(page: Page): Promise<{ texts: string[]; names: string[] }> {
  return page.evaluate(() => {
    const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'TITLE']);
    // Names marked not to be translated (a firm's name and place, from any journey's firm the
    // results list) are data; their words may recur in a sentence ('Get Matched with …').
    const names = Array.from(document.querySelectorAll('[translate="no"]')).map((element) => element.textContent ?? '');
    const englishOnPurpose = (element: Element) => element.closest('[lang="en"], [translate="no"]') !== null;
    const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || SKIP.has(parent.tagName) || englishOnPurpose(parent) || !shown(parent)) continue;
      texts.push(text);
    }
    for (const select of Array.from(document.querySelectorAll('select')))
      if (shown(select) && !englishOnPurpose(select) && select.selectedOptions[0]) texts.push(select.selectedOptions[0].text);
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
    ))
      if (shown(field) && !englishOnPurpose(field) && !field.value) texts.push(field.placeholder);
    return { texts, names };
  });
}

/** The visible texts holding a word that is not allowed, each with the words at fault. */
async function strayTexts(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const stray: string[] = [];
  const { texts, names } = await visibleTexts(page);
  const named = new Set(names.flatMap(wordsOf));
  for (const text of texts) {
    const unknown = wordsOf(text).filter((word) => !allowed.has(word) && !named.has(word));
    if (unknown.length > 0) stray.push(`${JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 80))} (${unknown.join(', ')})`);
  }
  return stray;
}

/** Soft: the walk goes on, so one run names every screen's stray text (the test still fails). */
export async function expectNoStrayWords(page: Page, allowed: ReadonlySet<string>, where: string): Promise<void> {
  expect.soft(await strayTexts(page, allowed), `text on ${where} that no catalog, name or data accounts for`).toEqual([]);
}
