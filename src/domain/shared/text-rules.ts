/**
 * The one rule for free text people type (messages, reviews, replies, reasons, relayed mail): what
 * counts as a control character, as markup and as a link, and how relayed text is made inert.
 *
 * Every pattern here runs in linear time: no quantifier is nested in or beside another that can
 * match the same characters, so a long input costs one pass. The earlier patterns
 * (`[a-z][a-z0-9+.-]*:\/\/` and `\b[a-z0-9-]+\.(?:com|...)`) restarted a scan to the end of the text
 * at every letter: a 60,000-character message took seconds to refuse and a 1 MB one held a function
 * until its timeout. Schemas also check the length first and stop there (`boundedText`), so no
 * pattern ever sees more than a field's limit.
 */
import { z } from 'zod';

/** Control characters other than tab and line breaks, and the bidi overrides that reorder text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** The same, plus tab and line breaks: for one-line fields. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/**
 * The start of an HTML tag, comment or declaration ('<a', '< /b', '<!--', '<?x'). One class with one
 * quantifier: a scan starts only at '<' and stops at the next '<', so scans never overlap.
 */
const HTML_TAG_START = /<[\s/!?]*[a-z]|<!--/i;
/**
 * Top-level domains people are sent to in scams and spam, besides the ones of South Africa. A bare
 * 'name.<tld>' with one of these reads as a link in most mail clients even without a path.
 */
const LINK_TLDS =
  'com|co|za|net|org|io|ly|info|biz|xyz|ru|app|me|site|online|link|click|top|shop|store|dev|ai|to|africa|joburg|capetown|durban|live|win|loan';
/**
 * Anything a mail client or chat app turns into a link: a scheme's '://', 'www.', a host with a
 * known top-level domain, or any host followed by a path ('evil-refunds.example/claim'). Each
 * alternative is anchored on a fixed character ('.', ':'), so every scan is short.
 */
const LINK = new RegExp(`://|\\bwww\\.|[\\p{L}\\p{N}-]\\.(?:${LINK_TLDS})\\b|[\\p{L}\\p{N}-]\\.\\p{L}{2,}/`, 'iu');

export const hasControlCharacters = (text: string, options: { lineBreaks: boolean }) =>
  (options.lineBreaks ? CONTROL : CONTROL_OR_BREAK).test(text);
export const hasHtml = (text: string) => HTML_TAG_START.test(text);
export const hasLink = (text: string) => LINK.test(text);

export interface TextRuleMessages {
  tooShort: string;
  tooLong: string;
  controlCharacters: string;
  link: string;
  /** Refuse markup with this message; leave out to allow '<' (it is shown as text anyway). */
  html?: string;
}

/**
 * A trimmed free-text field: its length first (the check aborts the parse, so nothing below runs on
 * an oversized value), then the one rule above. `lineBreaks` allows line breaks (message bodies).
 */
export function boundedText(
  { min, max, lineBreaks }: { min: number; max: number; lineBreaks: boolean },
  messages: TextRuleMessages,
) {
  return z
    .string({ error: messages.tooShort })
    .max(max * 4, { message: messages.tooLong, abort: true })
    .trim()
    .min(min, { message: messages.tooShort, abort: true })
    .max(max, { message: messages.tooLong, abort: true })
    .superRefine((value, ctx) => {
      if (hasControlCharacters(value, { lineBreaks })) ctx.addIssue({ code: 'custom', message: messages.controlCharacters });
      else if (messages.html !== undefined && hasHtml(value)) ctx.addIssue({ code: 'custom', message: messages.html });
      else if (hasLink(value)) ctx.addIssue({ code: 'custom', message: messages.link });
    });
}

// ---- Relayed text ------------------------------------------------------------------------------

const INVISIBLE_OR_CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
/** The schemes mail clients link, each followed by its colon: a fixed list, so the scan is short. */
const SCHEME = /\b(https?|ftp|mailto|javascript|data|file|tel|sms|whatsapp):(\/\/)?/gi;
/** One run of characters that could belong to an address or host. */
const TOKEN = /[^\s<>()[\]"'`,;]+/g;
/** A token that reads as a host: a letter or digit, a dot, then two or more letters. */
const HOST_LIKE = /[\p{L}\p{N}-]\.\p{L}{2,}/u;
/** A dot between two parts of a host. */
const HOST_DOT = /(?<=[\p{L}\p{N}-])\.(?=[\p{L}\p{N}])/gu;

/**
 * Text carried into an email with every link made inert, so the reader still sees what was typed
 * but no mail client links it: 'https://x.co' reads 'https[:]//x[.]co', and
 * 'evil-refunds.app/claim' reads 'evil-refunds[.]app/claim'. Ordinary prose ('e.g.', 'R12.50') is
 * left as it is: only a token with a host in it has its dots bracketed.
 */
export function neutraliseLinks(text: string): string {
  return text
    .replace(SCHEME, (_match: string, scheme: string, slashes: string | undefined) => `${scheme}[:]${slashes ?? ''}`)
    .replace(TOKEN, (token) => (HOST_LIKE.test(token) ? token.replace(HOST_DOT, '[.]') : token));
}

const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;

/** Control and invisible characters removed; line breaks kept as '\n' when `multiline`, else folded to spaces. */
export function stripControlCharacters(text: string, multiline = false): string {
  const lines = text.replace(LINE_BREAKS, '\n');
  const folded = multiline ? lines.replace(/\t/g, ' ') : lines.replace(/\s+/g, ' ');
  return folded.replace(INVISIBLE_OR_CONTROL, '');
}
