/**
 * Text a client typed (a name, a description), made safe to carry into an email: no control or
 * invisible formatting characters (which can hide or reorder text, or break a header), and no
 * working link (a name like 'www.claim-your-prize.co.za' must not become a clickable link in a
 * firm's inbox). Links are neutralised, not removed, so the reader still sees what was typed:
 * 'https://x.co' reads 'https[:]//x[.]co'. Mail clients do not link either form.
 */

import { neutraliseLinks, stripControlCharacters } from '../shared/text-rules';

/** A client's name or text, safe for an email: see the module comment. */
export function clientTextForEmail(text: string, options: { multiline?: boolean } = {}): string {
  return neutraliseLinks(stripControlCharacters(text, options.multiline ?? false)).trim();
}
