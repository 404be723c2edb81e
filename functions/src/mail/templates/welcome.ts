import { FREE_MONTHLY_LEADS, PLANS } from '@/domain/payments/plans';
import { BRAND_NAME } from '@/domain/shared/brand';
import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** Welcome for a newly registered firm; practice areas, services and languages by their labels. */
export function welcome(data: MailData<'welcome'>): RenderedMail {
  const title = `Welcome to ${BRAND_NAME}, ${data.firmName}`;
  const intro = `Hello ${data.contactName}, ${data.firmName} is now registered on ${BRAND_NAME}.`;
  const next = data.isPremium
    ? `Your ${data.planName} plan starts as soon as PayFast confirms your subscription; you will receive a tax invoice by email. Leads, open leads and settings then open in your dashboard.`
    : `You are on the ${PLANS.free.name} plan with up to ${FREE_MONTHLY_LEADS} leads a month. You can upgrade from the Subscription tab of your dashboard at any time.`;
  const rows: [string, string][] = [
    ['Firm', data.firmName],
    ['Plan', data.planName],
    ['Sign-in email', data.email],
    ['Practice areas', data.practiceAreas.join(', ')],
    ['Business services', data.businessServices.join(', ')],
    ['Languages', data.languages.join(', ')],
    ['Location', data.location],
  ];
  const action = 'Go to your dashboard';
  return {
    subject: subjectLine(title),
    html: htmlFrame(title, paragraph(intro) + paragraph(next) + detailsTable(rows) + button(action, data.dashboardUrl)),
    text: textFrame(title, `${intro}\n\n${next}\n\n${detailsText(rows)}\n\n${action}: ${data.dashboardUrl}`),
  };
}
