import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain';
import { detailsTable, detailsText, htmlFrame, paragraph, str, subjectLine, textFrame, type RenderedMail } from './layout';

/** Tells the client their request went out, to whom, and what happens next. */
export function clientConfirmation(data: Record<string, unknown>): RenderedMail {
  const name = str(data.firstName) || str(data.contactName) || 'there';
  const firm = str(data.firmName, 'a verified law firm');
  const title = 'Your request has been sent';
  const intro = `Hello ${name}, your request has been sent to ${firm}. They will contact you ${RESPONSE_PROMISE} at the email address you gave us.`;
  const rows: [string, string][] = [
    ['Firm', str(data.firmName)],
    ['Your need', str(data.practiceArea) || str(data.serviceType)],
    ['Area', [str(data.city), str(data.location)].filter(Boolean).join(', ')],
    ['Reference', str(data.leadId)],
  ];
  const note = `${BRAND_NAME} is free for you. If you did not make this request, reply to this email and we will remove your details.`;
  return {
    subject: subjectLine(`Your request was sent to ${firm}`),
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + paragraph(note)),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${note}`),
  };
}
