import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain';
import { button, detailsTable, detailsText, htmlFrame, paragraph, safeUrl, str, subjectLine, textFrame, type RenderedMail } from './layout';

/**
 * A new lead for a firm (spec: leadId, email, location, city, userType, description, plus names
 * for a person or company and service type for a business). `locked` is set for firms whose
 * plan does not show leads yet: the email then says a lead is waiting without the client's
 * personal details, so email never leaks what the dashboard keeps behind the upgrade.
 */
export function leadNotification(data: Record<string, unknown>): RenderedMail {
  const business = data.userType === 'business';
  const clientName = business
    ? str(data.companyName, 'A business client')
    : [str(data.firstName), str(data.lastName)].filter(Boolean).join(' ') || 'A client';
  const need = business ? str(data.serviceType) : str(data.practiceArea);
  const where = [str(data.city), str(data.location)].filter(Boolean).join(', ');
  const dashboard = safeUrl(data.dashboardUrl);
  const locked = data.locked === true;
  const subject = subjectLine(locked ? `New lead waiting${need ? `: ${need}` : ''}` : `New lead from ${clientName}${need ? `: ${need}` : ''}`);
  const title = 'You have a new lead';

  const rows: [string, string][] = locked
    ? [
        ['Need', need],
        ['Area', where],
        ['Reference', str(data.leadId)],
      ]
    : [
        [business ? 'Company' : 'Name', clientName],
        ...(business ? ([['Contact person', str(data.contactName)]] as [string, string][]) : []),
        ['Email', str(data.email)],
        ['Phone', str(data.phone)],
        [business ? 'Service' : 'Practice area', need],
        ['Area', where],
        ['Urgency', str(data.urgency)],
        ['Description', str(data.description) || str(data.additionalDetails)],
        ['Reference', str(data.leadId)],
      ];
  const intro = locked
    ? `A client matched with your firm on ${BRAND_NAME}. Your lead is saved: upgrade to a paid plan to see the client's details and contact them.`
    : `A client matched with your firm on ${BRAND_NAME}. We told them to expect contact ${RESPONSE_PROMISE}.`;
  const action = locked ? 'Upgrade to see this lead' : 'Open your dashboard';

  return {
    subject,
    html: htmlFrame(title, paragraph(intro) + detailsTable(rows) + button(action, dashboard)),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}${dashboard ? `\n\n${action}: ${dashboard}` : ''}`),
  };
}
