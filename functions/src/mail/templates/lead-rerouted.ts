import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain/shared/brand';
import { shortReference } from '@/domain/shared/format';
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

/** The client agreed to be rerouted: the first firm did not answer in time, and another firm now has the request. */
export function leadRerouted(data: MailData<'lead-rerouted'>): RenderedMail {
  const title = 'Another firm now has your request';
  const intro = `Hello ${data.name}, ${data.previousFirmName} did not respond to your request for help with ${data.need} in ${data.area} in time. As you agreed, we have sent it to ${data.firmName}, the next best match for your need. They will contact you ${RESPONSE_PROMISE} at this email address.`;
  const rows: [string, string][] = [
    ['Firm', data.firmName],
    ['Your need', data.need],
    ['Area', data.area],
    ['Expect contact', RESPONSE_PROMISE],
    ['Reference', shortReference(data.leadId)],
  ];
  const note = `${BRAND_NAME} is free for you. If ${data.previousFirmName} has contacted you in the meantime, you may choose either firm. If you no longer need help, withdraw the request from its page.`;
  return {
    subject: subjectLine(`Your request was passed to ${data.firmName}`),
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + paragraph(note) + manageRequest(data.manageUrl).html),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${note}\n\n${manageRequest(data.manageUrl).text}`),
  };
}
