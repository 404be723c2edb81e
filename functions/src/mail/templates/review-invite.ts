import { BRAND_NAME } from '@/domain/shared/brand';
import { formatSastDate } from '@/domain/shared/format';
import type { MailData } from '../contracts';
import {
  button,
  detailsTable,
  manageRequest,
  detailsText,
  htmlFrame,
  paragraph,
  subjectLine,
  textFrame,
  type RenderedMail,
} from './layout';

/**
 * A firm marked the client's request contacted or converted: the client may review that firm once.
 * The link opens a page that shows the firm and asks for stars and text; following it decides
 * nothing, so a mail scanner that opens links leaves no review.
 */
export function reviewInvite(data: MailData<'review-invite'>): RenderedMail {
  const title = `How was ${data.firmName}?`;
  const intro = `Hello ${data.name}, ${data.firmName} has responded to the request you sent through ${BRAND_NAME}. Other people choosing a lawyer rely on honest reviews from real clients: would you rate your experience?`;
  const rows: [string, string][] = [
    ['Firm', data.firmName],
    ['Link works until', formatSastDate(data.expiresOn)],
  ];
  const note = `The link works once and only for this firm. Your review shows your rating, your words and the date, marked "verified client"; it never shows your name or contact details.`;
  return {
    subject: subjectLine(`How was ${data.firmName}? Leave a review`),
    html: htmlFrame(
      title,
      paragraph(intro) +
        detailsTable(rows) +
        button(`Review ${data.firmName}`, data.reviewUrl) +
        paragraph(note) +
        manageRequest(data.manageUrl).html,
    ),
    text: textFrame(
      title,
      `${intro}\n\n${detailsText(rows)}\n\nReview ${data.firmName}: ${data.reviewUrl}\n\n${note}\n\n${manageRequest(data.manageUrl).text}`,
    ),
  };
}
