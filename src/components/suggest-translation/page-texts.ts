/**
 * The texts a visitor can suggest better words for: the catalog messages the page shows now. A
 * message counts as shown when every piece of its own words (three letters or more, between its
 * placeholders) is in the page's visible text; a message made only of placeholders never does.
 * The catalog's own order decides between keys with the same words: the dialog passes the core first.
 * Pure: the dialog hands in the page's text and both catalogs.
 */
import { messageReading, messageSource } from '@/domain/i18n/message-source';

export interface PageText {
  key: string;
  /** As a reader sees them, placeholders kept as {name}. */
  english: string;
  current: string;
  /** The current text's ICU source: what the wording field starts from. */
  source: string;
}

type Catalog = Readonly<Record<string, unknown>>;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The literal words of a compiled message between its arguments, tags taken out. */
function pieces(compiled: unknown): string[] {
  const nodes = typeof compiled === 'string' ? [compiled] : Array.isArray(compiled) ? compiled : [];
  return nodes
    .filter((node): node is string => typeof node === 'string' && node !== '#')
    .flatMap((text) => text.split(/<\/?[a-z]+>/i))
    .map(squash)
    .filter((piece) => piece.length >= 3);
}

export function shownTexts(pageText: string, catalog: Catalog, english: Catalog): PageText[] {
  const page = squash(pageText);
  const shown: PageText[] = [];
  const seen = new Set<string>();
  for (const [key, compiled] of Object.entries(catalog)) {
    if (key.startsWith('$') || !(key in english)) continue;
    const words = pieces(compiled);
    if (words.length === 0 || !words.every((piece) => page.includes(piece))) continue;
    // The same words under two keys ("Ikhaya" is the footer's and the request pages' Home) are
    // one text to the visitor: the first key, from the catalog's core, stands for them.
    const same = `${messageSource(compiled)}\n${messageSource(english[key])}`;
    if (seen.has(same)) continue;
    seen.add(same);
    shown.push({
      key,
      english: messageReading(english[key]),
      current: messageReading(compiled),
      source: messageSource(compiled),
    });
  }
  return shown;
}

/** The texts whose English or current words contain the search, ignoring case. */
export function matching(texts: readonly PageText[], search: string): PageText[] {
  const wanted = squash(search).toLocaleLowerCase();
  if (!wanted) return [...texts];
  return texts.filter((text) => `${text.current}\n${text.english}`.toLocaleLowerCase().includes(wanted));
}
