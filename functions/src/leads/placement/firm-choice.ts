/**
 * Which firm takes a lead: the first candidate that can, read inside the placing transaction (the
 * quota is only trusted there). First placement, the client's send-on, the response clock's
 * reroute and the send-on offers all choose here, so every lead obeys the same rules.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { FirmDocumentError } from '@/domain/firms/model';
import { matchCriteriaOfLead, responseDeadline } from '@/domain/firms/response-clock';
import type { LeadFormData } from '@/domain/leads/lead-documents';
import type { LeadAllowance } from '@/domain/leads/record';
import { leadFit } from '@/domain/matching/lead-fit';
import { FREE_MONTHLY_LEADS, isPaidPlan, monthKey } from '@/domain/payments/plans';
import { clientIsFirm } from '../../shared/firm-addresses';
import { readFirm, type FirmRecord } from '../../shared/firm-store';
import { clientCountRef, type ChosenFirm } from './lead-count';

/**
 * The first candidate that can take a lead this month: active, and on a paid plan or with free
 * leads left after the lazy month roll-over. A free firm's allowance counts distinct clients, so a
 * client it already has this month costs it nothing.
 */
export async function chooseFirm(
  tx: Transaction,
  candidateIds: readonly string[],
  now: Date,
  clientEmail: string,
): Promise<{ chosen: ChosenFirm | null; skippedFull: string[]; unavailable: number }> {
  const month = monthKey(now);
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
 * The firms a lapsed request may be sent on to: the candidates (the scorer's order, tried firms
 * already left out) that could take it now, chosen the way a lead is placed, at most `max`.
 */
export async function eligibleFirms(
  tx: Transaction,
  candidateIds: readonly string[],
  now: Date,
  clientEmail: string,
  max: number,
): Promise<ChosenFirm[]> {
  const found: ChosenFirm[] = [];
  let rest = [...candidateIds];
  while (found.length < max && rest.length > 0) {
    const { chosen } = await chooseFirm(tx, rest, now, clientEmail);
    if (!chosen) break;
    found.push(chosen);
    rest = rest.slice(rest.indexOf(chosen.id) + 1);
  }
  return found;
}

/** What a new lead records about the firm's allowance (src/domain/leads/record.ts, LeadAllowance). */
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
