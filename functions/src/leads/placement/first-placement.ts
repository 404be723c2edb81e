/**
 * First placement: a new request (the wizard's requestMatch, a results page's contactFirm, a
 * featured firm's page) becomes a lead with the first candidate that can take it, and the firm and
 * the client are told, in one transaction.
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { NO_LEADS_AVAILABLE } from '@/domain/leads/leads';
import { newOpenLead } from '@/domain/leads/open-lead-record';
import { newLead, SERVER_TIME } from '@/domain/leads/record';
import { type ConsentChoices } from '@/domain/shared/request-guards';
import { db } from '../../shared/admin';
import { callableError } from '../../shared/callable';
import { retryOnContention } from '../../shared/contention';
import { collections } from '../../shared/documents';
import { firstResult, rememberResult } from '../../shared/idempotency';
import { newLeadRef, writeNewLead } from '../../shared/lead-writes';
import { readMailAllowance } from '../../shared/mail-queue';
import { writeNewOpenLead } from '../../shared/record-writes';
import { chooseFirm, leadAllowance, leadClockFields } from './firm-choice';
import { countLead } from './lead-count';
import { leadNotificationData, type ContactDraft, type LeadDraft, type LeadEmailDraft, type OpenLeadDraft } from './lead-drafts';
import { tellClient, tellFirm } from './tell';

export interface LeadPlan {
  /** Firms in order of preference; the first with room this month receives the lead. */
  candidateIds: string[];
  lead: LeadDraft;
  contact: ContactDraft;
  openLead?: OpenLeadDraft;
  /** What the firm's lead email and the client's confirmation say about the request. */
  leadEmail: LeadEmailDraft;
  /** The greeting name for the client's confirmation email. */
  clientName: string;
  /**
   * The choices the client made with this request; recorded on the lead as `consent` with the
   * purpose for its source, the policy version and the server's time. Leads made for a client by
   * the platform itself (none yet) may omit it.
   */
  consent?: ConsentChoices;
  /** Writes that belong with this lead, in its transaction before its emails (the client's phone choice). */
  withLead?: (tx: Transaction, leadId: string) => void;
  now?: Date;
}

export interface LeadOutcome {
  leadId: string;
  firmId: string;
  openLeadId: string | null;
  /** Candidates passed over because their monthly allowance was used. */
  skippedFull: string[];
}

/**
 * Creates one lead in one transaction: re-reads each candidate's account (the quota is only
 * trusted inside the transaction), rolls the month over lazily, skips free firms at their limit,
 * then writes the lead, the quota count, the full-month flag, the contact, the optional open
 * lead and both emails together. Either all of it commits or none of it does.
 */
async function placeLead(plan: LeadPlan, inTransaction?: Transaction): Promise<LeadOutcome> {
  const now = plan.now ?? new Date();
  const write = async (tx: Transaction): Promise<LeadOutcome> => {
    // Reads first (a transaction's rule): may the client get another receipt this hour, and which
    // candidate takes the lead. Side by side: neither read depends on the other, and each
    // sequential read is a round trip on the client's wait for their match (docs/performance.md).
    const [clientMail, { chosen, skippedFull, unavailable }] = await Promise.all([
      readMailAllowance(tx, plan.contact.email),
      chooseFirm(tx, plan.candidateIds, now, plan.contact.email),
    ]);
    if (!chosen) {
      if (skippedFull.length > 0) {
        throw callableError(
          'lead-limit-reached',
          `${NO_LEADS_AVAILABLE}: this firm has used its leads for this month. Please choose another firm.`,
        );
      }
      throw unavailable > 0
        ? callableError('firm-unavailable', 'This firm is not accepting new clients right now. Please choose another firm.')
        : callableError('no-firm-available', 'No firm is available for this request right now. Please try again later.');
    }

    const { id: firmId, firm, account } = chosen;
    const timestamp = FieldValue.serverTimestamp();
    const leadRef = newLeadRef();
    const clock = leadClockFields(firm, now);
    writeNewLead(
      tx,
      leadRef,
      newLead({
        ...plan.lead,
        firmId,
        at: SERVER_TIME,
        responseDueAt: clock.responseDueAt.toDate(),
        consent: plan.consent,
        allowance: leadAllowance(chosen, plan.lead.formData, now),
      }),
    );
    countLead(tx, chosen, plan.contact.email, now);
    tx.set(collections.contacts().doc(), {
      firstName: plan.contact.firstName,
      lastName: plan.contact.lastName,
      email: plan.contact.email,
      consent: true,
      createdAt: timestamp,
    });
    const openLeadId = plan.openLead
      ? writeNewOpenLead(tx, newOpenLead({ ...plan.openLead, originalLeadId: leadRef.id, at: SERVER_TIME }))
      : null;
    plan.withLead?.(tx, leadRef.id);
    // Both emails side by side: each checks its address against the erased list (one read each).
    const firmMail = tellFirm(tx, account, {
      template: 'lead-notification',
      data: leadNotificationData(plan.leadEmail, leadRef.id, firm.packageType, clock.responseDueAt.toMillis()),
    });
    const clientConfirmation = tellClient(
      tx,
      { leadId: leadRef.id, lead: { formData: { email: plan.contact.email, locale: plan.lead.formData.locale } } },
      {
        template: 'client-confirmation',
        data: {
          name: plan.clientName,
          firmName: firm.firmName,
          need: plan.leadEmail.need,
          area: plan.leadEmail.area,
          leadId: leadRef.id,
        },
      },
      clientMail,
    );
    await Promise.all([firmMail, clientConfirmation]);
    return { leadId: leadRef.id, firmId, openLeadId, skippedFull };
  };
  return inTransaction ? write(inTransaction) : retryOnContention(() => db.runTransaction(write));
}

/** Where a lead's first result is remembered: the call's idempotency key, and its same-request records (callable.ts). */
interface OnceRefs {
  idempotency: DocumentReference | null;
  duplicates?: readonly DocumentReference[];
}

/**
 * placeLead under an idempotency key and the same-request records: in one transaction, a key or
 * a same request seen before answers its first result and writes nothing; otherwise the lead is
 * created and `toResult(outcome)` stored under the key and the current same-request record.
 * With neither, it is placeLead.
 */
export async function placeLeadOnce<R>(plan: LeadPlan, refs: OnceRefs, toResult: (outcome: LeadOutcome) => R): Promise<R> {
  const seenUnder = [...(refs.idempotency ? [refs.idempotency] : []), ...(refs.duplicates ?? [])];
  if (seenUnder.length === 0) return toResult(await placeLead(plan));
  const rememberUnder = [...(refs.idempotency ? [refs.idempotency] : []), ...(refs.duplicates ?? []).slice(0, 1)];
  // A transaction that lost to a burst of the same client's calls is run again (contention.ts).
  return retryOnContention(() =>
    db.runTransaction(async (tx: Transaction) => {
      for (const ref of seenUnder) {
        const seen = await firstResult(ref, tx);
        // Stored by this same code path from the same callable's typed result.
        if (seen === null) continue;
        if (ref === refs.idempotency) return seen as R;
        // A same request answers the first lead while it still stands: once it is gone or its client
        // erased their details, the same words are a new request.
        const leadId = (seen as { leadId?: unknown }).leadId;
        const first = typeof leadId === 'string' ? (await tx.get(collections.leads().doc(leadId))).data() : undefined;
        if (first && !first.personalInfoRemoved) return seen as R;
      }
      const result = toResult(await placeLead(plan, tx));
      for (const ref of rememberUnder) rememberResult(tx, ref, result);
      return result;
    }),
  );
}
