import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { planEventOf, type PlanEvent } from '@/domain/payments/plan-events';
import type { PlanId } from '@/domain/payments/plan-ids';
import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { ADMIN_PLAN_EVENTS_PATH } from '@/domain/shared/site';
import { appUrl } from '../shared/app-origin';
import { collections } from '../shared/documents';
import type { FirmRecord } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';

/**
 * Tells the operator that a firm started, changed or cancelled a paid plan: a `planEvents` line for
 * the control panel and an email to the operator's mailbox (SUPPORT_EMAIL, where Contact Us goes
 * too), in the transaction that changes the plan, so neither exists without the change. Call it
 * after the transaction's reads. Nothing for a renewal or the same plan again.
 */
export async function tellOperatorOfPlanEvent(
  tx: Transaction,
  record: FirmRecord,
  change: { from: PlanId; to: PlanId; cancelled?: { endsAt: Date | null } },
  source: PlanEvent['source'],
): Promise<void> {
  const event = planEventOf(change.from, change.to, change.cancelled ?? null);
  if (!event) return;
  const full: PlanEvent = {
    ...event,
    firmId: record.id,
    firmName: record.firm.firmName.trim() || record.account.email || record.id,
    source,
  };
  tx.create(collections.planEvents().doc(), { ...full, at: FieldValue.serverTimestamp() });
  await enqueueMail(tx, {
    to: SUPPORT_EMAIL,
    template: 'operator-plan-event',
    data: { ...full, panelUrl: appUrl(ADMIN_PLAN_EVENTS_PATH) },
  });
}
