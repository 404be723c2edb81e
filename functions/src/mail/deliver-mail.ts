import * as logger from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { returnSlotOfBouncedReceipt } from '../lead-reports/bounced-receipt';
import { db } from '../shared/admin';
import { deliverOne, runMailSweep, type DeliveryDeps, type DeliveryResult } from './deliver';
import { firestoreMailStore } from './firestore-mail-store';
import { mailSmtpUrl, smtpSender } from './smtp-transport';

/** Firestore and SMTP: what the trigger, the sweeper and the emulator's mailSweepRun deliver with. */
export const mailDeliveryDeps = (): DeliveryDeps => ({ store: firestoreMailStore(db), sender: smtpSender() });

/** What follows a delivery: the log line, and a bounced client receipt gives the firm its free slot back. */
export async function afterDelivery(result: DeliveryResult): Promise<void> {
  reportDelivery(result);
  if (result.outcome !== 'error' || !result.bounced) return;
  try {
    await returnSlotOfBouncedReceipt(result.id);
  } catch (error) {
    // The mail's outcome is recorded; a slot not returned is the firm's to report (reportLead).
    logger.error('bounced receipt: slot return failed', { id: result.id, error: String(error) });
  }
}

function reportDelivery(result: DeliveryResult) {
  if (result.outcome === 'sent') logger.info('mail delivered', result);
  else if (result.outcome === 'retry') logger.warn('mail attempt failed; will retry', result);
  else if (result.outcome === 'error') logger.error('mail not delivered', result);
  else if (result.outcome === 'lease-lost') logger.warn('mail outcome not recorded: another worker holds it', result);
}

/**
 * First attempt for every new `mail/{id}` document. Triggers are delivered at least once, so two
 * runs may see the same document; the transaction claim lets only one of them send.
 */
export const deliverMail = onDocumentCreated({ document: 'mail/{id}', secrets: [mailSmtpUrl], retry: false }, async (event) => {
  await afterDelivery(await deliverOne(event.params.id, mailDeliveryDeps()));
});

/**
 * Every minute: retries that are due, sends interrupted mid-way (their lease expired) and any
 * PENDING message whose trigger never ran. Bounded per run; the next run takes the rest.
 */
export const retryMail = onSchedule({ schedule: 'every 1 minutes', secrets: [mailSmtpUrl], timeoutSeconds: 300 }, async () => {
  const { outcomes, stoppedBy, remaining } = await runMailSweep(mailDeliveryDeps());
  for (const result of outcomes) await afterDelivery(result);
  if (remaining > 0)
    logger.warn('mail sweep ran: messages left for the next run', { swept: outcomes.length, stoppedBy, remaining });
});
