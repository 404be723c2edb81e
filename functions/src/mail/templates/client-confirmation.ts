import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain/shared/brand';
import { endSentence, shortReference } from '@/domain/shared/format';
import type { MailData } from '../contracts';
import {
  detailsTable,
  manageRequest,
  detailsText,
  htmlFrame,
  paragraph,
  subjectLine,
  textFrame,
  type RenderedMail,
} from './layout';

/** Tells the client their request went out, what for, to whom, and when to expect contact. */
export function clientConfirmation(data: MailData<'client-confirmation'>): RenderedMail {
  const title = 'Your request has been sent';
  const intro = `Hello ${data.name}, your request for help with ${data.need} in ${data.area} has been sent to ${endSentence(data.firmName)} They will contact you ${RESPONSE_PROMISE} at this email address.`;
  const rows: [string, string][] = [
    ['Firm', data.firmName],
    ['Your need', data.need],
    ['Area', data.area],
    ['Expect contact', RESPONSE_PROMISE],
    ['Reference', shortReference(data.leadId)],
  ];
  const note = `${BRAND_NAME} is free for you. If you did not make this request, you can erase your details from your request’s page.`;
  const manage = manageRequest(data.manageUrl);
  return {
    subject: subjectLine(`Your request was sent to ${data.firmName}`),
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + paragraph(note) + manage.html),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${note}\n\n${manage.text}`),
  };
}
