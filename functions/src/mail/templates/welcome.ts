import { BRAND_NAME } from '@/domain';
import { button, detailsTable, detailsText, htmlFrame, paragraph, safeUrl, str, subjectLine, textFrame, type RenderedMail } from './layout';

/** Welcome for a newly registered firm (spec data: firmName, contactName, email, isPremium, practiceAreas, location). */
export function welcome(data: Record<string, unknown>): RenderedMail {
  const firmName = str(data.firmName, 'your firm');
  const contact = str(data.contactName, 'there');
  const areas = Array.isArray(data.practiceAreas) ? data.practiceAreas.map((a) => str(a)).filter(Boolean).join(', ') : str(data.practiceAreas);
  const premium = data.isPremium === true;
  const dashboard = safeUrl(data.dashboardUrl);
  const title = `Welcome to ${BRAND_NAME}, ${firmName}`;
  const intro = `Hello ${contact}, ${firmName} is now registered on ${BRAND_NAME}.`;
  const next = premium
    ? 'Your paid plan starts as soon as PayFast confirms your subscription; you will receive an invoice by email. Leads, open leads and settings then open in your dashboard.'
    : 'You are on the Basic plan with up to 2 leads a month. You can upgrade from the Subscription tab of your dashboard at any time.';
  const rows: [string, string][] = [
    ['Firm', firmName],
    ['Sign-in email', str(data.email)],
    ['Practice areas', areas],
    ['Location', str(data.location)],
  ];
  return {
    subject: subjectLine(title),
    html: htmlFrame(title, paragraph(intro) + paragraph(next) + detailsTable(rows) + button('Go to your dashboard', dashboard)),
    text: textFrame(title, `${intro}\n\n${next}\n\n${detailsText(rows)}${dashboard ? `\n\nGo to your dashboard: ${dashboard}` : ''}`),
  };
}
