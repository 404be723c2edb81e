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
 * A firm accepted the client's shared case without seeing who they are; the client chooses whether
 * that firm receives their contact details. Two links, one per answer; both open a page that asks
 * again before anything happens, so a mail scanner that follows links decides nothing.
 */
export function leadReleaseRequest(data: MailData<'lead-release-request'>): RenderedMail {
  const title = 'A firm wants to help with your case';
  const intro = `Hello ${data.name}, ${data.firmName} has taken up the case you shared with other firms (${data.need} in ${data.area}). They can see your need, area and description, but not your name or contact details.`;
  const ask = `Do you want us to send your name and contact details to ${data.firmName}? Nothing is shared unless you choose to share.`;
  const rows: [string, string][] = [
    ['Firm', data.firmName],
    ['Your need', data.need],
    ['Area', data.area],
    ['Links work until', formatSastDate(data.expiresOn)],
  ];
  const note = `Each link works once. If you did not ask ${BRAND_NAME} to share your case, choose "Decline" or ignore this email: the firm will not receive your details.`;
  return {
    subject: subjectLine(`${data.firmName} wants to help: share your contact details?`),
    html: htmlFrame(
      title,
      paragraph(intro) +
        detailsTable(rows) +
        paragraph(ask) +
        button(`Share my details with ${data.firmName}`, data.releaseUrl) +
        button('Decline', data.declineUrl) +
        paragraph(note) +
        manageRequest(data.manageUrl).html,
    ),
    text: textFrame(
      title,
      `${intro}\n\n${detailsText(rows)}\n\n${ask}\n\nShare my details with ${data.firmName}: ${data.releaseUrl}\n\nDecline: ${data.declineUrl}\n\n${note}\n\n${manageRequest(data.manageUrl).text}`,
    ),
  };
}
