/**
 * What the operator is told when a firm starts, changes or cancels a paid plan (the spec's "new
 * premium firm" notification): one `planEvents/{id}` record, shown as a line in the control
 * panel, and one email to the operator's mailbox, both written by the PayFast notification
 * handler or the firm's own cancellation in the transaction that changes the plan. Renewals and
 * an operator's own changes are not events: nobody needs telling.
 */
import { z } from 'zod';
import { formatRand } from '../shared/money';
import { storedMillisSchema } from '../shared/stored-date';
import { sastDateLabel } from './billing';
import { PAID_PLAN_IDS, PLAN_IDS, type PaidPlanId, type PlanId } from './plan-ids';
import { PLANS } from './plans';

const PLAN_EVENT_KINDS = ['started', 'changed', 'cancelled'] as const;

/** Who moved the plan: PayFast's notification (a payment, or PayFast ending the subscription) or the firm. */
const PLAN_EVENT_SOURCES = ['payfast', 'firm'] as const;

export const planEventSchema = z
  .object({
    firmId: z.string().min(1).max(128),
    firmName: z.string().min(1).max(200),
    kind: z.enum(PLAN_EVENT_KINDS),
    fromPlan: z.enum(PLAN_IDS),
    toPlan: z.enum(PLAN_IDS),
    /** cancelled with paid time left: the day the paid plan ends (epoch millis). */
    endsAt: z.number().int().nullable(),
    source: z.enum(PLAN_EVENT_SOURCES),
  })
  .strict();
export type PlanEvent = z.infer<typeof planEventSchema>;

/** planEvents/{id} as stored: the event and when it happened. */
export const planEventDocumentSchema = planEventSchema.extend({ at: storedMillisSchema }).strict();
export type PlanEventDocument = z.infer<typeof planEventDocumentSchema>;

/**
 * The event a plan change makes, or null when it is none (a renewal, the same plan again).
 * `from` is the plan before, `to` the plan after; a cancellation names the plan that ends.
 */
export function planEventOf(
  from: PlanId,
  to: PlanId,
  cancelled: { endsAt: Date | null } | null,
): Pick<PlanEvent, 'kind' | 'fromPlan' | 'toPlan' | 'endsAt'> | null {
  if (cancelled) return { kind: 'cancelled', fromPlan: from, toPlan: 'free', endsAt: cancelled.endsAt?.getTime() ?? null };
  if (from === to || to === 'free') return null;
  return { kind: from === 'free' ? 'started' : 'changed', fromPlan: from, toPlan: to, endsAt: null };
}

const planName = (plan: PlanId) => PLANS[plan].name;
const isPaid = (plan: PlanId): plan is PaidPlanId => (PAID_PLAN_IDS as readonly string[]).includes(plan);

/** One line, for the control panel and the email's subject: what happened to which firm. */
export function planEventLine(event: Pick<PlanEvent, 'firmName' | 'kind' | 'fromPlan' | 'toPlan' | 'endsAt' | 'source'>): string {
  switch (event.kind) {
    case 'started':
      return `${event.firmName} started ${planName(event.toPlan)}${isPaid(event.toPlan) ? ` (${formatRand(PLANS[event.toPlan].price)}/month)` : ''}`;
    case 'changed':
      return `${event.firmName} changed from ${planName(event.fromPlan)} to ${planName(event.toPlan)}`;
    case 'cancelled': {
      const by = event.source === 'payfast' ? ' at PayFast' : '';
      return event.endsAt
        ? `${event.firmName} cancelled ${planName(event.fromPlan)}${by}; it ends on ${sastDateLabel(event.endsAt)}`
        : `${event.firmName} cancelled ${planName(event.fromPlan)}${by}; now on ${planName('free')}`;
    }
  }
}
