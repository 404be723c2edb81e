import type { Translate } from '@/domain/i18n/translate';
import type { ClientRecipient } from '@/domain/mail/envelope';
import {
  button,
  detailsTable,
  detailsText,
  frameLanguage,
  htmlFrame,
  manageRequest,
  paragraph,
  subjectLine,
  textFrame,
  type RenderedMail,
} from './layout';

/** One part of a client email's body, in order: a paragraph, the details table, or a link (a button in HTML). */
export type ClientMailPart = string | { rows: [label: string, value: string][] } | { link: string; url: string };

const htmlOf = (part: ClientMailPart) =>
  typeof part === 'string' ? paragraph(part) : 'rows' in part ? detailsTable(part.rows) : button(part.link, part.url);
const textOf = (part: ClientMailPart) =>
  typeof part === 'string' ? part : 'rows' in part ? detailsText(part.rows) : `${part.link}: ${part.url}`;

/**
 * An email to a client, from its parts: the same parts as HTML and as text, then the way to the
 * request's own page (manageRequest, the envelope's request link), in the frame that names the
 * client's language (the envelope's locale). Every client email is written this way, so each
 * template says only what it says.
 */
export function clientMail(
  client: ClientRecipient,
  t: Translate,
  mail: { subject: string; title: string; parts: ClientMailPart[] },
): RenderedMail {
  const manage = manageRequest(client.requestUrl, t);
  const language = frameLanguage(client.locale);
  return {
    subject: subjectLine(mail.subject),
    html: htmlFrame(mail.title, mail.parts.map(htmlOf).join('') + manage.html, language),
    text: textFrame(mail.title, [...mail.parts.map(textOf), manage.text].join('\n\n'), language),
  };
}
