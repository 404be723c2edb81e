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
  /** Its own words between its placeholders, in order (a closing "." too): where it stands on the page (pickedBy). */
  pieces: string[];
}

type Catalog = Readonly<Record<string, unknown>>;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The literal words of a compiled message between its arguments, tags taken out, in order. */
function pieces(compiled: unknown): string[] {
  const nodes = typeof compiled === 'string' ? [compiled] : Array.isArray(compiled) ? compiled : [];
  return nodes
    .filter((node): node is string => typeof node === 'string' && node !== '#')
    .flatMap((text) => text.split(/<\/?[a-z]+>/i))
    .map(squash)
    .filter(Boolean);
}

export function shownTexts(pageText: string, catalog: Catalog, english: Catalog): PageText[] {
  const page = squash(pageText);
  const shown: PageText[] = [];
  const seen = new Set<string>();
  for (const [key, compiled] of Object.entries(catalog)) {
    if (key.startsWith('$') || !(key in english)) continue;
    const all = pieces(compiled);
    // Shown: its words of three letters or more are all on the page (a lone "." or "," says nothing).
    const words = all.filter((piece) => piece.length >= 3);
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
      pieces: all,
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

/** Selected words longer than any message are a page, not a text: the dialog leaves them. */
const SELECTION_MAX = 600;

/** The words a visitor selected, as the dialog's search starts from them ('' for none, or too many). */
export function selectionSearch(selected: string): string {
  const words = squash(selected);
  return words.length <= SELECTION_MAX ? words : '';
}

/** Longest page words a placeholder stands for (a name, an amount, a response promise). */
const FILLED_MAX = 300;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a text stands in the page's words: its own words in order, anything short between them. */
const spansOf = (page: string, text: PageText): [number, number][] =>
  [...page.matchAll(new RegExp(text.pieces.map(escaped).join(`[\\s\\S]{0,${FILLED_MAX}}?`), 'gi'))].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);

/** Where the selected words stand in the page's words (every place, ignoring case). */
const placesOf = (page: string, words: string): [number, number][] =>
  words ? [...page.matchAll(new RegExp(escaped(words), 'gi'))].map((m) => [m.index, m.index + m[0].length]) : [];

/**
 * The texts the words a visitor selected on the page belong to: those that hold the whole
 * selection where it stands, or else those it runs into (a selection across two texts, or across a
 * placeholder the page filled in: "aphendula ngaphakathi kwamahora" is "… aphendula {promise}").
 */
export function pickedBy(texts: readonly PageText[], pageText: string, selected: string): PageText[] {
  const page = squash(pageText);
  const places = placesOf(page, squash(selected));
  const spans = texts.map((text) => ({ text, spans: spansOf(page, text) }));
  const where = (fits: (span: [number, number], place: [number, number]) => boolean) =>
    spans.filter(({ spans }) => spans.some((span) => places.some((place) => fits(span, place)))).map(({ text }) => text);
  const holding = where(([start, end], [from, to]) => start <= from && to <= end);
  return holding.length > 0 ? holding : where(([start, end], [from, to]) => start < to && from < end);
}
