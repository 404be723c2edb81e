import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** A visitor's message from Contact Us, for the operator; replying answers the visitor. */
export function contactMessage(data: MailData<'contact-message'>): RenderedMail {
  const title = 'New message from Contact Us';
  const rows: [string, string][] = [
    ['From', data.name],
    ['Email', data.email],
    ['About', data.topic],
    ['Message', data.message],
  ];
  const intro = `Reply to ${data.email} to answer. The message is also in the control panel's inbox.`;
  return {
    subject: subjectLine(`Contact Us: ${data.topic} from ${data.name}`),
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + button('Open the inbox', data.inboxUrl)),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\nOpen the inbox: ${data.inboxUrl}`),
    replyTo: data.email,
  };
}
