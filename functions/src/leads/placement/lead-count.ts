/**
 * The free plan's lead counters, and the only code that writes them: the account's
 * `leadsThisMonth`/`leadMonth`, the per-client marks `firmLeadClients/{hash}` and the match index's
 * `leadsFullMonth` flag. A placed lead counts here (countLead); a lead that gives its slot back
 * (lead-reports/slot-return.ts) uncounts here (readUncount). A plan change starts a fresh month of
 * counters through the firm's own writer (src/domain/firms/plan-change.ts), which is a reset, not a count.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Lead } from '@/domain/leads/lead-documents';
import { mailboxKey } from '@/domain/mail/mailbox';
import { FREE_MONTHLY_LEADS, isPaidPlan, monthKey } from '@/domain/payments/plans';
import { accountRef, collections } from '../../shared/documents';
import { matchIndexRef } from '../../shared/firm-match-fields';
import type { FirmRecord } from '../../shared/firm-store';

/**
 * A candidate that can take the lead; `used` is its count this month, `counted` when a free firm
 * already has this client this month, `ownAddress` when the client's address is the free firm's
 * own (the lead then costs nothing).
 */
export type ChosenFirm = FirmRecord & { used: number; counted: boolean; ownAddress: boolean };

/**
 * `firmLeadClients/{hash}`: that a free firm received a lead from this client (normalised email)
 * this month, so a repeat request from the same client (the same mailbox, however spelled: mailboxKey)
 * does not use another of its leads. The id is a hash: the document names neither the client nor,
 * without the firm, anything else.
 */
export function clientCountRef(firmId: string, month: string, email: string) {
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
 * Counts a lead against the chosen firm's month (a repeat client of a free firm is not counted
 * again), and marks a free firm full when that was its last. A repeat client still makes the
 * month's count at least one: the firm's counters may have been reset since that client's first
 * lead (a plan change starts a fresh month of counters), and a count must never go below the
 * clients it already has.
 */
export function countLead(tx: Transaction, chosen: ChosenFirm, clientEmail: string, now: Date): void {
  if (chosen.ownAddress) return;
  const month = monthKey(now);
  const count = chosen.counted ? Math.max(chosen.used, 1) : chosen.used + 1;
  tx.update(accountRef(chosen.id), { leadsThisMonth: count, leadMonth: month });
  if (isPaidPlan(chosen.firm.packageType)) return;
  if (!chosen.counted)
    tx.set(clientCountRef(chosen.id, month, clientEmail), { firmId: chosen.id, month, expireAt: monthCountExpiry(now) });
  // Matching reads this flag from the match index it queries anyway, so full firms drop out
  // without a read of the private account; browsers never see it.
  if (count >= FREE_MONTHLY_LEADS) tx.set(matchIndexRef(chosen.id), { leadsFullMonth: month }, { merge: true });
}

/**
 * Giving one lead's slot back, in two halves because a transaction reads everything before it
 * writes: this reads the firm's counters and match index, and `write` makes one count less for the
 * lead's month and, when the firm was full, takes the full-month flag off its match index, so the
 * very next request can match it again. A lead from an earlier month changes no counter: that
 * month's allowance is over. The caller decides whether the lead gives a slot (slot-return.ts).
 */
export async function readUncount(tx: Transaction, lead: Pick<Lead, 'firmId' | 'createdAt'>) {
  const month = monthKey(lead.createdAt);
  const [account, index] = await Promise.all([tx.get(accountRef(lead.firmId)), tx.get(matchIndexRef(lead.firmId))]);
  const counters = account.data();
  const used = counters && counters.leadMonth === month ? counters.leadsThisMonth : null;
  const fullThisMonth = index.data()?.leadsFullMonth === month;
  return {
    write(): void {
      if (used === null || used <= 0) return;
      const count = used - 1;
      tx.update(accountRef(lead.firmId), { leadsThisMonth: count });
      if (count < FREE_MONTHLY_LEADS && fullThisMonth) tx.update(matchIndexRef(lead.firmId), { leadsFullMonth: null });
    },
  };
}
