import { PLANS } from '@/domain/payments/plans';
import { BRAND_NAME } from '@/domain/shared/brand';
import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

const basic = PLANS.free;
const basicLeads = `up to ${basic.monthlyLeads} leads a month`;

/** cancelSubscription: PayFast will not charge again; the paid features last until the paid period ends. */
export function subscriptionCancelled(data: MailData<'subscription-cancelled'>): RenderedMail {
  const title = 'Your cancellation is confirmed';
  const intro = `Your ${data.planName} subscription for ${data.firmName} is cancelled, and PayFast will not charge you again.`;
  const until = `You keep ${data.planName}'s paid features until ${data.accessUntil} (SAST), the end of the period you paid for. Then your firm moves to the free ${basic.name} plan (${basicLeads}).`;
  const rows: [string, string][] = [
    ['Plan', data.planName],
    ['Paid features until', `${data.accessUntil} (SAST)`],
    ['Then', basic.name],
  ];
  const after = `Changed your mind? You can subscribe again from the Subscription tab of your ${BRAND_NAME} dashboard at any time.`;
  return {
    subject: subjectLine(`Cancellation confirmed: ${data.planName} until ${data.accessUntil}`),
    html: htmlFrame(
      title,
      paragraph(intro) +
        paragraph(until) +
        detailsTable(rows) +
        paragraph(after) +
        button('Open my subscription', data.dashboardUrl),
    ),
    text: textFrame(
      title,
      `${intro}\n\n${until}\n\n${detailsText(rows)}\n\n${after}\n\nOpen my subscription: ${data.dashboardUrl}`,
    ),
  };
}

/** The scheduled job (or a cancel with no paid time left): the firm is on the free plan now. */
export function planDowngraded(data: MailData<'plan-downgraded'>): RenderedMail {
  const title = `Your plan is now ${basic.name}`;
  const intro = `The paid period of ${data.firmName}'s ${data.previousPlanName} plan has ended, so your firm is now on the free ${basic.name} plan (${basicLeads}). Nothing more will be charged.`;
  const after = `Your profile and the leads you already have stay saved. To have ${data.previousPlanName}'s features again, subscribe from the Subscription tab.`;
  return {
    subject: subjectLine(`${data.firmName}: your plan is now ${basic.name}`),
    html: htmlFrame(title, paragraph(intro) + paragraph(after) + button('Open my subscription', data.dashboardUrl)),
    text: textFrame(title, `${intro}\n\n${after}\n\nOpen my subscription: ${data.dashboardUrl}`),
  };
}
