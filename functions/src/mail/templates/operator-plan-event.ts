import { planEventLine } from '@/domain/payments/plan-events';
import { PLANS } from '@/domain/payments/plans';
import { sastDateLabel } from '@/domain/payments/billing';
import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** For the operator's mailbox: a firm started, changed or cancelled a paid plan; the same line is in the control panel. */
export function operatorPlanEvent(data: MailData<'operator-plan-event'>): RenderedMail {
  const line = planEventLine(data);
  const title = {
    started: 'A firm started a paid plan',
    changed: 'A firm changed its paid plan',
    cancelled: 'A firm cancelled its paid plan',
  }[data.kind];
  const rows: [string, string][] = [
    ['Firm', data.firmName],
    ['Firm id', data.firmId],
    ['Before', PLANS[data.fromPlan].name],
    ['Now', PLANS[data.toPlan].name],
    ...(data.endsAt ? ([['Paid plan ends', `${sastDateLabel(data.endsAt)} (SAST)`]] as [string, string][]) : []),
    ['Through', data.source === 'payfast' ? 'PayFast' : "The firm's dashboard"],
  ];
  return {
    subject: subjectLine(line),
    html: htmlFrame(title, paragraph(`${line}.`) + detailsTable(rows) + button('Open the control panel', data.panelUrl)),
    text: textFrame(title, `${line}.\n\n${detailsText(rows)}\n\nOpen the control panel: ${data.panelUrl}`),
  };
}
