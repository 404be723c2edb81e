import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** The first firm's notice: its lead passed the response deadline unanswered and went to another firm. */
export function leadLapsed(data: MailData<'lead-lapsed'>): RenderedMail {
  const title = 'A lead lapsed and was passed on';
  const intro = `${data.firmName}, the request for help with ${data.need} in ${data.area} was not answered by its response deadline (${data.deadline}). The client had agreed to be rerouted, so the request has gone to another firm.`;
  const rows: [string, string][] = [
    ['Need', data.need],
    ['Area', data.area],
    ['Deadline', data.deadline],
    ['Reference', data.leadId],
  ];
  const note =
    'Your public profile shows your median response time over the last 90 days. Mark a lead Contacted in your dashboard as soon as you have contacted the client, so it counts.';
  return {
    subject: subjectLine(`Lead ${data.leadId} lapsed and was passed to another firm`),
    html: htmlFrame(
      title,
      paragraph(intro) + detailsTable(rows) + paragraph(note) + button('Open your leads', data.dashboardUrl),
    ),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${note}\n\nOpen your leads: ${data.dashboardUrl}`),
  };
}
