import type { MailData } from '../contracts';
import { detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** A correspondent request from another firm; the recipient replies to the sender directly. */
export function correspondentRequest(data: MailData<'correspondent-request'>): RenderedMail {
  const title = 'A correspondent request for your firm';
  const intro = `${data.fromFirmName} would like ${data.toFirmName} to act as its correspondent in the ${data.court}. Reply to ${data.fromEmail} to answer them.`;
  const rows: [string, string][] = [
    ['Firm', data.fromFirmName],
    ['Contact person', data.fromContactName],
    ['Email', data.fromEmail],
    ...(data.fromPhone ? [['Phone', data.fromPhone] as [string, string]] : []),
    ...(data.fromCity ? [['City', data.fromCity] as [string, string]] : []),
    ['Court', data.court],
    ['Message', data.message],
  ];
  const after = 'Your own email address was not shown to them; it reaches them only if you reply.';
  return {
    subject: subjectLine(`Correspondent request from ${data.fromFirmName}`),
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + paragraph(after)),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${after}`),
    replyTo: data.fromEmail,
  };
}
