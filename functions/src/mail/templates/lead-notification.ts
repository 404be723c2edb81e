import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain';
import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** Shown when the client was not asked how urgent the matter is (the matching wizard does not ask). */
export const URGENCY_NOT_STATED = 'Not stated';

/**
 * A new lead for a firm. A firm whose plan shows leads gets the client's details and a link to
 * the lead in its dashboard; a free firm gets the locked version (need, area, urgency, reference
 * and an upgrade link), so email never leaks what the dashboard keeps behind the upgrade.
 */
export function leadNotification(data: MailData<'lead-notification'>): RenderedMail {
  const title = 'You have a new lead';
  const summary: [string, string][] = [
    ['Need', data.need],
    ['Area', data.area],
    ['Urgency', data.urgency ?? URGENCY_NOT_STATED],
  ];

  if (data.access === 'locked') {
    const rows: [string, string][] = [...summary, ['Reference', data.leadId]];
    const intro = `A client matched with your firm on ${BRAND_NAME}. Your lead is saved: upgrade to a paid plan to see the client's details and contact them.`;
    const action = 'Upgrade to see this lead';
    return {
      subject: subjectLine(`New lead waiting: ${data.need}`),
      html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + button(action, data.upgradeUrl)),
      text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${action}: ${data.upgradeUrl}`),
    };
  }

  const { client } = data;
  const who: [string, string][] =
    client.userType === 'business'
      ? [
          ['Company', client.companyName],
          ['Contact person', client.contactName],
        ]
      : [['Name', client.name]];
  const rows: [string, string][] = [
    ...who,
    ['Email', client.email],
    ['Phone', client.phone ?? ''],
    ...summary,
    ['Description', client.description ?? ''],
    ['Reference', data.leadId],
  ];
  const clientName = client.userType === 'business' ? client.companyName : client.name;
  const intro = `A client matched with your firm on ${BRAND_NAME}. We told them to expect contact ${RESPONSE_PROMISE}.`;
  const action = 'Open this lead in your dashboard';
  return {
    subject: subjectLine(`New lead from ${clientName}: ${data.need}`),
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + button(action, data.dashboardUrl)),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\n${action}: ${data.dashboardUrl}`),
  };
}
