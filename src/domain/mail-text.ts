/**
 * Text a client typed (a name, a description), made safe to carry into an email: no control or
 * invisible formatting characters (which can hide or reorder text, or break a header), and no
 * working link (a name like 'www.claim-your-prize.co.za' must not become a clickable link in a
 * firm's inbox). Links are neutralised, not removed, so the reader still sees what was typed:
 * 'https://x.co' reads 'https[:]//x[.]co'. Mail clients do not link either form.
 */

const CONTROL_OR_INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;
/** A scheme and its colon ('https:', 'mailto:', 'javascript:'). */
const SCHEME = /\b([a-z][a-z0-9+.-]*):(\/\/)?/gi;
/** A host name: labels joined by dots ending in a 2+ letter top-level label ('evil.co.za', 'x.com'). */
const HOST = /\b((?:[\p{L}\p{N}-]+\.)+)(\p{L}{2,})\b/gu;
const LINK_SCHEMES = new Set(['http', 'https', 'ftp', 'mailto', 'javascript', 'data', 'file', 'tel', 'sms', 'www']);

/** Every dot in a host, and the colon after a known scheme, put in brackets so no mail client links it. */
export function neutraliseLinks(text: string): string {
  return text
    .replace(SCHEME, (match: string, scheme: string, slashes: string | undefined) =>
      LINK_SCHEMES.has(scheme.toLowerCase()) ? `${scheme}[:]${slashes ?? ''}` : match,
    )
    .replace(HOST, (_match: string, labels: string, top: string) => `${labels.replace(/\./g, '[.]')}${top}`);
}

/** Control and invisible characters removed; line breaks kept as '\n' when `multiline`, else folded to spaces. */
export function stripControlCharacters(text: string, multiline = false): string {
  const lines = text.replace(LINE_BREAKS, '\n');
  const folded = multiline ? lines.replace(/\t/g, ' ') : lines.replace(/\s+/g, ' ');
  return folded.replace(CONTROL_OR_INVISIBLE, '');
}

/** A client's name or text, safe for an email: see the module comment. */
export function clientTextForEmail(text: string, options: { multiline?: boolean } = {}): string {
  return neutraliseLinks(stripControlCharacters(text, options.multiline ?? false)).trim();
}
