import { CLIENT_LANGUAGE_LABEL } from '@/domain/matching/language-fit';
import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain/shared/brand';
import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** Shown when the client was not asked how urgent the matter is (the matching wizard does not ask). */
const URGENCY_NOT_STATED = 'Not stated';

/**
 * A new lead for a firm, the same on every plan (docs/firms.md, "Free plan"): what the client
 * needs, where, the reference and the response deadline, and a link to the dashboard. The
 * client's name and contact details are only there, behind the firm's sign-in: the email body
 * never carries them.
 */
export function leadNotification(data: MailData<'lead-notification'>): RenderedMail {
  const title = 'You have a new lead';
  const rows: [string, string][] = [
    ['Need', data.need],
    ['Area', data.area],
    ['Urgency', data.urgency ?? URGENCY_NOT_STATED],
    ...(data.deadline ? [['Respond by', data.deadline] as [string, string]] : []),
    ...(data.language ? [[CLIENT_LANGUAGE_LABEL, data.language] as [string, string]] : []),
    ['Reference', data.leadId],
  ];
  const intro = `A client matched with your firm on ${BRAND_NAME}. We told them to expect contact ${RESPONSE_PROMISE}.`;
  const privacy =
    "Sign in to your dashboard to see the client's name and contact details. We keep them out of email to protect the client.";
  const action = 'Open this lead in your dashboard';
  return {
    subject: subjectLine(`New lead: ${data.need} in ${data.area}`),
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + paragraph(privacy) + button(action, data.dashboardUrl)),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${privacy}\n\n${action}: ${data.dashboardUrl}`),
  };
}
