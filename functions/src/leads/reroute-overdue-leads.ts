import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { MAX_PASSES_ON, MAX_REROUTES, sendOnCriteriaOfLead } from '@/domain/firms/response-clock';
import { type Lead } from '@/domain/leads/lead-documents';
import { leadLapse } from '@/domain/leads/record';
import { SEND_ON_CHOICES } from '@/domain/leads/send-on';
import { findMatches } from '../matching/find-matches';
import { db } from '../shared/admin';
import { readFirm } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { chooseFirm, eligibleFirms, passLeadOn } from './placement';
import { queueUnansweredNotice } from './unanswered-notice';
import { collections } from '../shared/documents';
import { updateLead } from '../shared/lead-writes';
import { boundedRun, type RunLimits, type RunReport } from '../shared/bounded-run';

/** Leads handled per run; a backlog is worked off by the next runs, oldest deadline first. */
const OVERDUE_BATCH = 100;
/**
 * The time one scheduled run may start new leads in: well inside the function's timeout
 * (response-clock-job.ts, 300 s), since a lead's match and transaction take seconds under load.
 */
const OVERDUE_RUN_BUDGET_MS = 200_000;
/** Match candidates read beyond the firms already tried, so a full or inactive firm can be passed over. */
const SPARE_CANDIDATES = 4;

export type OverdueOutcome =
  | { leadId: string; outcome: 'lapsed'; offeredFirmIds: string[] }
  | { leadId: string; outcome: 'rerouted'; newLeadId: string; firmId: string }
  | { leadId: string; outcome: 'skipped' };

/**
 * Leads past their deadline whose clock still runs: pending, not yet lapsed (lapsedAt is null
 * from creation until this job sets it). Index: leads (lapsedAt, status, responseDueAt).
 */
function overdueQuery(now: Date) {
  return collections
    .leads()
    .where('lapsedAt', '==', null)
    .where('status', '==', 'pending')
    .where('responseDueAt', '<=', Timestamp.fromDate(now))
    .orderBy('responseDueAt', 'asc');
}

/**
 * One bounded run of the response clock (shared/bounded-run.ts): at most `maxItems` leads, none
 * started after `deadline`, and how many overdue leads are left for the next run. A lead the run
 * did not reach stays overdue; a lead it handled is no longer overdue, so no lead is handled twice.
 */
export async function runResponseClock(
  now: Date,
  limits: Partial<RunLimits> = {},
  only?: readonly string[],
): Promise<RunReport<OverdueOutcome>> {
  const maxItems = Math.min(limits.maxItems ?? OVERDUE_BATCH, OVERDUE_BATCH);
  const deadline = limits.deadline ?? Date.now() + OVERDUE_RUN_BUDGET_MS;
  // `only` (the emulator's hook) names leads; those no longer overdue are not the run's work.
  const overdueOf = async (ids: readonly string[]) =>
    (await Promise.all(ids.map(async (id) => ((await stillOverdueNow(id, now)) ? id : null)))).filter((id) => id !== null);
  const leadIds = only ? await overdueOf(only) : (await overdueQuery(now).limit(maxItems).get()).docs.map((doc) => doc.id);
  const due = async () => (only ? (await overdueOf(only)).length : (await overdueQuery(now).count().get()).data().count);
  return boundedRun(leadIds, { maxItems, deadline }, (leadId) => handleSafely(leadId, now), due);
}

/** One lead; a damaged one must not hold up the others: it stays overdue and is retried next run. */
async function handleSafely(leadId: string, now: Date): Promise<OverdueOutcome> {
  try {
    return await handleOverdueLead(leadId, now);
  } catch (error) {
    logger.error('overdue lead could not be handled', { leadId, error: String(error) });
    return { leadId, outcome: 'skipped' };
  }
}

/**
 * The response clock's job, at `now` (tests move it): every overdue lead lapses; where the client
 * agreed to be rerouted (consent.reroute) and the case has been passed on fewer than MAX_REROUTES
 * times, it is offered to the next best eligible firm by the same scorer as matching, every firm
 * already tried excluded and the free plan's quota applied, and the client, the new firm and the
 * first firm are emailed. Otherwise the client is emailed in the lapse's transaction that the
 * firm did not answer, with a send-on link for each of the next best eligible firms (up to
 * SEND_ON_CHOICES; a featured-firm request and a request already passed on MAX_REROUTES times too,
 * up to MAX_PASSES_ON passes in all) or, when none is left, where else to get help and the way to a
 * new match.
 */
export async function processOverdueLeads(now: Date, only?: readonly string[]): Promise<OverdueOutcome[]> {
  // `only`: the emulator's test hook names the leads to look at (each is checked as overdue below).
  const leadIds = only ?? (await overdueQuery(now).limit(OVERDUE_BATCH).get()).docs.map((doc) => doc.id);
  const outcomes: OverdueOutcome[] = [];
  for (const leadId of leadIds) outcomes.push(await handleSafely(leadId, now));
  return outcomes;
}

const stillOverdueNow = async (leadId: string, now: Date) => stillOverdue((await leadRef(leadId).get()).data(), now);

const stillOverdue = (lead: Lead | undefined, now: Date): lead is Lead =>
  !!lead &&
  lead.status === 'pending' &&
  lead.lapsedAt === null &&
  typeof lead.responseDueAt === 'number' &&
  lead.responseDueAt <= now.getTime();

async function handleOverdueLead(leadId: string, now: Date): Promise<OverdueOutcome> {
  const ref = leadRef(leadId);
  const first = (await ref.get()).data();
  if (!stillOverdue(first, now)) return { leadId, outcome: 'skipped' };

  const tried = first.triedFirmIds ?? [first.firmId];
  const passes = first.rerouteCount ?? 0;
  // What to find the next firms by: a wizard request's criteria, or a featured-firm request's
  // service in its province (issue 35); an accepted open lead or damaged data is never sent on.
  const matchCriteria = sendOnCriteriaOfLead(first);
  // The client may send a request on to a firm not yet tried up to MAX_PASSES_ON times in all; the
  // clock passes it on by itself only MAX_REROUTES times, and only when the client agreed to it.
  const mayPassOn = passes < MAX_PASSES_ON && !!matchCriteria;
  const autoReroute = mayPassOn && passes < MAX_REROUTES && first.consent?.reroute === true;
  // The scorer's ranking, read before the transaction (as requestMatch does); the transaction re-reads each firm it picks.
  const candidates =
    matchCriteria && mayPassOn
      ? (await findMatches(matchCriteria, tried.length + SPARE_CANDIDATES + SEND_ON_CHOICES, { now })).matches
          .map((m) => m.id)
          .filter((id) => !tried.includes(id))
      : [];

  return db.runTransaction(async (tx) => {
    const lead = (await tx.get(ref)).data();
    if (!stillOverdue(lead, now)) return { leadId, outcome: 'skipped' } as const;
    const clientEmail = lead.formData.email ?? '';
    const { chosen } = autoReroute && candidates.length ? await chooseFirm(tx, candidates, now, clientEmail) : { chosen: null };
    // The client chooses where it goes when it was not passed on by itself: the next best firms that can take it.
    const offers = !chosen && mayPassOn ? await eligibleFirms(tx, candidates, now, clientEmail, SEND_ON_CHOICES) : [];
    // The first firm's name and address for the emails; a damaged document must not hold the client's case back.
    const previous = await readFirm(lead.firmId, tx).catch(() => null);
    const previousFirmName = previous?.firm.firmName ?? 'The firm';
    if (!chosen) {
      updateLead(tx, leadId, leadLapse(now));
      await queueUnansweredNotice(tx, { leadId, lead, previousFirmName, offers, now });
      return { leadId, outcome: 'lapsed', offeredFirmIds: offers.map((o) => o.id) } as const;
    }

    const { newLeadId } = await passLeadOn(tx, {
      lapsed: { id: leadId, lead },
      chosen,
      previous,
      now,
      by: { kind: 'clock' },
      lapsedUpdate: leadLapse(now),
    });
    return { leadId, outcome: 'rerouted', newLeadId, firmId: chosen.id } as const;
  });
}
