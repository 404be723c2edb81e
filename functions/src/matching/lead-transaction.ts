import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { FirmDocumentError } from '@/domain/firms/model';
import { matchCriteriaOfLead, responseDeadline } from '@/domain/firms/response-clock';
import { type LeadFormData } from '@/domain/leads/lead-documents';
import { NO_LEADS_AVAILABLE } from '@/domain/leads/leads';
import { newOpenLead } from '@/domain/leads/open-lead-record';
import { newLead, SERVER_TIME, type LeadAllowance } from '@/domain/leads/record';
import { mailboxKey } from '@/domain/mail/mailbox';
import { leadFit } from '@/domain/matching/lead-fit';
import { FREE_MONTHLY_LEADS, isPaidPlan, monthKey } from '@/domain/payments/plans';
import { type ConsentChoices } from '@/domain/shared/request-guards';
import { tellClient } from '../leads/placement';
import { db } from '../shared/admin';
import { callableError } from '../shared/callable';
import { clientIsFirm } from '../shared/firm-addresses';
import { matchIndexRef } from '../shared/firm-match-fields';
import { readFirm, type FirmRecord } from '../shared/firm-store';
import { firstResult, rememberResult } from '../shared/idempotency';
import { enqueueMail, readMailAllowance } from '../shared/mail-queue';
import { leadNotificationData, type ContactDraft, type LeadDraft, type LeadEmailDraft, type OpenLeadDraft } from './lead-drafts';
import { collections, firmPrivateDoc } from '../shared/documents';
import { newLeadRef, writeNewLead } from '../shared/lead-writes';
import { writeNewOpenLead } from '../shared/record-writes';

/** Who the client asked for help, when the firm's name is unexpectedly missing. */

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
 * `firmLeadClients/{hash}`: that a free firm received a lead from this client (normalised email)
 * this month, so a repeat request from the same client (the same mailbox, however spelled: mailboxKey)
 * does not use another of its leads. The id
 * is a hash: the document names neither the client nor, without the firm, anything else.
 */
function clientCountRef(firmId: string, month: string, email: string) {
  const key = createHash('sha256')
    .update(`${firmId}|${month}|${mailboxKey(email)}`)
    .digest('hex');
  return collections.firmLeadClients().doc(key);
}

/** Kept a little past the month it counts for; the TTL policy on `expireAt` removes it. */
function monthCountExpiry(now: Date): Timestamp {
  return Timestamp.fromMillis(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
}

/**
 * Creates one lead in one transaction: re-reads each candidate's account (the quota is only
 * trusted inside the transaction), rolls the month over lazily, skips free firms at their limit,
 * then writes the lead, the quota count, the full-month flag, the contact, the optional open
 * lead and both emails together. Either all of it commits or none of it does.
 */
export async function createLead(plan: LeadPlan, inTransaction?: Transaction): Promise<LeadOutcome> {
  const now = plan.now ?? new Date();
  const month = monthKey(now);
  const write = async (tx: Transaction): Promise<LeadOutcome> => {
    // Reads first (a transaction's rule): may the client get another receipt this hour, and which
    // candidate takes the lead. Side by side: neither read depends on the other, and each
    // sequential read is a round trip on the client's wait for their match (docs/performance.md).
    const [clientMail, { chosen, skippedFull, unavailable }] = await Promise.all([
      readMailAllowance(tx, plan.contact.email),
      chooseFirm(tx, plan.candidateIds, month, plan.contact.email),
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
    countLead(tx, chosen, month, plan.contact.email, now);
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
    const firmMail = account.email
      ? enqueueMail(tx, {
          to: account.email,
          template: 'lead-notification',
          data: leadNotificationData(plan.leadEmail, leadRef.id, firm.packageType, clock.responseDueAt.toMillis()),
        })
      : null;
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
  return inTransaction ? write(inTransaction) : db.runTransaction(write);
}

/**
 * createLead under an idempotency key: in one transaction, a key seen before answers its first
 * result and writes nothing; a new key creates the lead and stores `toResult(outcome)` with it.
 * Without a key (`ref` null) it is createLead.
 */
export async function createLeadOnce<R>(
  plan: LeadPlan,
  ref: DocumentReference | null,
  toResult: (outcome: LeadOutcome) => R,
): Promise<R> {
  if (!ref) return toResult(await createLead(plan));
  return db.runTransaction(async (tx: Transaction) => {
    const seen = await firstResult(ref, tx);
    // Stored by this same code path from the same callable's typed result.
    if (seen !== null) return seen as R;
    const result = toResult(await createLead(plan, tx));
    rememberResult(tx, ref, result);
    return result;
  });
}

/** What a new lead records about the firm's allowance (lead-record.ts, LeadAllowance). */
export function leadAllowance(chosen: ChosenFirm, formData: Partial<LeadFormData>, now: Date): LeadAllowance {
  const criteria = matchCriteriaOfLead(formData);
  return {
    ...(criteria ? { fit: leadFit(chosen.firm, criteria) } : {}),
    // Only such a lead can give a slot back: a repeat client or a paid plan never used one.
    freeSlot: !isPaidPlan(chosen.firm.packageType) && !chosen.counted && !chosen.ownAddress,
    ...(chosen.ownAddress ? { slotReturn: { at: now, reason: 'own-address' as const } } : {}),
  };
}

/** The response clock of a new lead: its deadline in the firm's business hours, and no lapse yet. */
export function leadClockFields(firm: Pick<FirmRecord['firm'], 'businessHours'>, now: Date) {
  return { responseDueAt: Timestamp.fromMillis(responseDeadline(now.getTime(), firm.businessHours)), lapsedAt: null };
}

/**
 * A candidate that can take the lead; `counted` when a free firm already has this client this month,
 * `ownAddress` when the client's address is the free firm's own (the lead then costs nothing).
 */
export type ChosenFirm = FirmRecord & { used: number; counted: boolean; ownAddress: boolean };

/**
 * The first candidate that can take a lead this month, read inside the caller's transaction (the
 * quota is only trusted there): active, and on a paid plan or with free leads left after the
 * lazy month roll-over. A free firm's allowance counts distinct clients, so a client it already
 * has this month costs it nothing. Also used by the reroute job, so a passed-on lead obeys the
 * same quota.
 */
export async function chooseFirm(
  tx: Transaction,
  candidateIds: readonly string[],
  month: string,
  clientEmail: string,
): Promise<{ chosen: ChosenFirm | null; skippedFull: string[]; unavailable: number }> {
  const skippedFull: string[] = [];
  let unavailable = 0;
  for (const id of candidateIds) {
    let record: FirmRecord | null;
    try {
      record = await readFirm(id, tx);
    } catch (error) {
      // A damaged firm document cannot take a lead; the next candidate can.
      if (!(error instanceof FirmDocumentError)) throw error;
      logger.error('Firm document does not match the firm model; skipped for this lead', { firmId: id, issues: error.issues });
      record = null;
    }
    // Only a listed firm (active, verified, not suspended) receives leads, checked in the transaction.
    if (!record || !record.firm.listed) {
      unavailable += 1;
      continue;
    }
    const { firm, account } = record;
    // Lazy roll-over: a count from an earlier month means nothing has been used this month.
    const used = account.leadMonth === month ? account.leadsThisMonth : 0;
    const free = !isPaidPlan(firm.packageType);
    const counted = free && (await tx.get(clientCountRef(id, month, clientEmail))).exists;
    // A request from the firm's own address (or one made to look like it) never uses a free slot:
    // otherwise anyone who knows a firm's address could burn its month (docs/firms.md).
    const ownAddress = free && !counted && (await clientIsFirm(tx, id, clientEmail));
    if (free && used >= FREE_MONTHLY_LEADS && !counted && !ownAddress) {
      skippedFull.push(id);
      continue;
    }
    return { chosen: { ...record, used, counted, ownAddress }, skippedFull, unavailable };
  }
  return { chosen: null, skippedFull, unavailable };
}

/**
 * Counts a lead against the chosen firm's month (a repeat client of a free firm is not counted
 * again), and marks a free firm full when that was its last. A repeat client still makes the
 * month's count at least one: the firm's counters may have been reset since that client's first
 * lead (a plan change starts a fresh month of counters), and a count must never go below the
 * clients it already has.
 */
export function countLead(tx: Transaction, chosen: ChosenFirm, month: string, clientEmail: string, now: Date): void {
  if (chosen.ownAddress) return;
  const count = chosen.counted ? Math.max(chosen.used, 1) : chosen.used + 1;
  tx.update(firmPrivateDoc(chosen.id, 'account'), { leadsThisMonth: count, leadMonth: month });
  if (isPaidPlan(chosen.firm.packageType)) return;
  if (!chosen.counted)
    tx.set(clientCountRef(chosen.id, month, clientEmail), { firmId: chosen.id, month, expireAt: monthCountExpiry(now) });
  // Matching reads this flag from the match index it queries anyway, so full firms drop out
  // without a read of the private account; browsers never see it.
  if (count >= FREE_MONTHLY_LEADS) tx.set(matchIndexRef(chosen.id), { leadsFullMonth: month }, { merge: true });
}
