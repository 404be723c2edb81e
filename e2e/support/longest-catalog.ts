import { setupI18n, type Messages } from '@lingui/core';
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translate } from '../../src/domain/i18n/translate';
import { UNREVIEWED_PARTS_KEY } from '../../src/domain/i18n/unreviewed-key';
import { LOCALES, type Locale } from '../../src/domain/shared/locales';

/**
 * The longest-string catalog (issue 36): for every message, the longest of its translations in
 * any language, generated from the compiled catalogs each time. A screen that holds at 375 px
 * with these words holds in every language, since overflow depends on a string's length, not its
 * language; a new locale only adds its strings to the contest (the list is LOCALES).
 *
 * The browser gets it in place of the `carrier` locale's catalog chunks (servedInPlaceOf): the
 * app, its routes and everything that is not a catalog (practice-area names, the server's mail)
 * stay the carrier's.
 */
const COMPILED = join(import.meta.dirname, '..', '..', 'src', 'domain', 'i18n', 'compiled');

type Part = string | unknown[];
type Message = Part[] | string;

/** Characters a message shows; a placeholder counts as a short value, a plural or select as its longest branch. */
function shownLength(message: Message): number {
  if (typeof message === 'string') return message.length;
  return message.reduce<number>((sum, part) => {
    if (typeof part === 'string') return sum + part.length;
    const branches = Array.isArray(part) ? part[2] : undefined;
    if (branches && typeof branches === 'object')
      return sum + Math.max(0, ...Object.values(branches as Record<string, Message>).map(shownLength));
    return sum + 8;
  }, 0);
}

/** The catalog's parts as the compiler writes them: '' (the core), 'forms', 'home', ... */
function partsOf(locale: Locale): string[] {
  return readdirSync(COMPILED)
    .map((file) => new RegExp(`^${locale}(?:\\.(\\w+))?\\.json$`).exec(file))
    .filter((match) => match !== null)
    .map((match) => match[1] ?? '');
}

const fileOf = (locale: Locale, part: string) => join(COMPILED, `${locale}${part ? `.${part}` : ''}.json`);
const read = (locale: Locale, part: string): Record<string, Message> => JSON.parse(readFileSync(fileOf(locale, part), 'utf8'));

/** One part of the longest catalog: every key of the English part, with the longest translation. */
function longestPart(part: string): Record<string, Message> {
  const catalogs = LOCALES.map(({ code }) => read(code, part));
  const english = catalogs[0]!;
  const longest = Object.fromEntries(
    Object.keys(english).map((key) => {
      const candidates = catalogs.map((catalog) => catalog[key] ?? english[key]!);
      return [key, candidates.reduce((longest, next) => (shownLength(next) > shownLength(longest) ? next : longest))];
    }),
  );
  // The translations' review map (a draft in every part today), so the pages show their draft
  // notice and the walk lays it out too.
  const review = catalogs.find((catalog) => catalog[UNREVIEWED_PARTS_KEY])?.[UNREVIEWED_PARTS_KEY];
  return review ? { ...longest, [UNREVIEWED_PARTS_KEY]: review } : longest;
}

/** Every message of the longest catalog, all parts merged, compiled (as the browser is served it). */
export const longestMessages = (): Record<string, Message> => Object.assign({}, ...partsOf('en').map(longestPart));

/** Every message of a locale's compiled catalog, all parts merged. */
export const compiledMessages = (locale: Locale): Record<string, Message> =>
  Object.assign({}, ...partsOf(locale).map((part) => read(locale, part)));

/** The page's words as the longest catalog has them (what the journeys look for on screen). */
export function longestTranslator(): Translate {
  const messages = longestMessages() as Messages;
  const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
  return (key, values) => i18n._(key, values);
}

/** A string only `carrier`'s part holds, to tell its chunk from the others (chunk names are hashed and not unique). */
function fingerprint(carrier: Locale, part: string): string {
  const others = partsOf(carrier)
    .filter((p) => p !== part)
    .map((p) => JSON.stringify(read(carrier, p)));
  const strings = Object.values(read(carrier, part))
    .flat(Infinity)
    // Printable ASCII with nothing a bundler escapes (quotes, backticks, `$`, backslashes).
    .filter((s): s is string => typeof s === 'string' && /^[\x20-\x7e]{25,}$/.test(s) && !/["'`$\\]/.test(s));
  const unique = strings.find((s) => others.every((other) => !other.includes(s)));
  if (!unique) throw new Error(`no string tells ${carrier}'s ${part || 'core'} catalog apart`);
  return unique;
}

/**
 * Serves the longest catalog wherever the page fetches one of `carrier`'s catalog chunks
 * (src/lib/i18n/runtime.ts loads them as `export default` modules).
 */
export async function servedInPlaceOf(page: Page, carrier: Locale): Promise<void> {
  const parts = partsOf(carrier).map((part) => ({ fingerprint: fingerprint(carrier, part), longest: longestPart(part) }));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const part = parts.find((p) => body.includes(p.fingerprint));
    if (!part) return route.fulfill({ response, body });
    await route.fulfill({ response, body: `export default ${JSON.stringify(part.longest)};\n` });
  });
}
