import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import {
  CONTACT_CHECK_DELAY_MS,
  CONTACT_CHECK_EVERY_MINUTES,
  CONTACT_CHECK_TTL_DAYS,
  contactAsked,
  contactUnanswered,
} from '@/domain/leads/contact-claim';
import { type Lead } from '@/domain/leads/lead-documents';
import { serviceLabelOfLead } from '@/domain/leads/leads';
import { contactCheckPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { collections } from '../shared/documents';
import { emulatorClockRun } from '../shared/emulator-clock-run';
import { readFirm } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { updateLead } from '../shared/lead-writes';
import { createContactCheckLink } from './contact-check-store';
import { boundedRun, type RunReport } from '../shared/bounded-run';
import { clientNameOfLead, tellClient } from './placement';

/** Leads asked (and questions expired) per run at most; the rest wait for the next run, oldest claim first. */
const CONTACT_CHECK_BATCH = 100;
/** Wall-clock time a run may spend; it stops between leads and the next run carries on where it left off. */
const CONTACT_CHECK_BUDGET_MS = 120_000;
const TTL_MS = CONTACT_CHECK_TTL_DAYS * 86_400_000;

export type ContactCheckOutcome =
  | { leadId: string; outcome: 'asked' }
  | { leadId: string; outcome: 'unanswered' }
  | { leadId: string; outcome: 'not-asked'; reason: string }
  | { leadId: string; outcome: 'skipped' };

/** Claims not yet asked, made at least CONTACT_CHECK_DELAY_MS before `now`. Index: leads (contactClaim.state, contactClaim.askedAt, contactClaim.at). */
const toAsk = (now: Date) =>
  collections
    .leads()
    .where('contactClaim.state', '==', 'asked')
    .where('contactClaim.askedAt', '==', null)
    .where('contactClaim.at', '<=', Timestamp.fromMillis(now.getTime() - CONTACT_CHECK_DELAY_MS))
    .orderBy('contactClaim.at', 'asc');

/** Questions whose links have run out unanswered. Index: leads (contactClaim.state, contactClaim.askedAt). */
const expired = (now: Date) =>
  collections
    .leads()
    .where('contactClaim.state', '==', 'asked')
    .where('contactClaim.askedAt', '<=', Timestamp.fromMillis(now.getTime() - TTL_MS))
    .orderBy('contactClaim.askedAt', 'asc');

/**
 * The asking job at `now` (tests move it): every contact claim at least an hour old is put to its
 * client, "Did <firm> contact you?", on their channel and in their language (the `contact-check`
 * mail, which the phone service also sends on WhatsApp or SMS); a question unanswered when its links
 * run out leaves the claim unconfirmed. Bounded by `batch` leads and `budgetMs` of wall-clock time
 * per run; each lead is its own transaction that re-checks it, so a run cut short, a second run or
 * two runs at once ask each client once.
 */
async function runContactChecks(
  now: Date,
  options: { batch?: number; budgetMs?: number; only?: readonly string[] } = {},
): Promise<RunReport<ContactCheckOutcome>> {
  const batch = options.batch ?? CONTACT_CHECK_BATCH;
  const deadline = Date.now() + (options.budgetMs ?? CONTACT_CHECK_BUDGET_MS);
  const ids = async (query: ReturnType<typeof toAsk>) =>
    (await (options.only ? query : query.limit(batch)).get()).docs
      .map((d) => d.id)
      .filter((id) => !options.only || options.only.includes(id));
  const [toExpire, toAskNow] = await Promise.all([ids(expired(now)), ids(toAsk(now))]);
  const handlers = new Map<string, (leadId: string) => Promise<ContactCheckOutcome>>([
    ...toAskNow.map((id) => [id, (leadId: string) => askClient(leadId, now)] as const),
    ...toExpire.map((id) => [id, (leadId: string) => expireQuestion(leadId, now)] as const),
  ]);
  const work = [...toExpire, ...toAskNow];
  const countDue = async () => {
    if (options.only) return (await Promise.all([ids(expired(now)), ids(toAsk(now))])).flat().length;
    const [a, b] = await Promise.all([expired(now).count().get(), toAsk(now).count().get()]);
    return a.data().count + b.data().count;
  };
  return boundedRun(work, { maxItems: batch, deadline }, (leadId) => handleSafely(leadId, handlers.get(leadId)!), countDue);
}

async function handleSafely(
  leadId: string,
  handle: (leadId: string) => Promise<ContactCheckOutcome>,
): Promise<ContactCheckOutcome> {
  try {
    return await handle(leadId);
  } catch (error) {
    // One damaged lead must not hold up the others; it is tried again next run.
    logger.error('contact check could not be handled', { leadId, error: String(error) });
    return { leadId, outcome: 'skipped' };
  }
}

const waitingToBeAsked = (lead: Lead | undefined): lead is Lead & { contactClaim: NonNullable<Lead['contactClaim']> } =>
  lead?.contactClaim?.state === 'asked' && lead.contactClaim.askedAt == null;

/** Why a claim cannot be put to anyone: the request was withdrawn, erased, or never carried the client's address. */
function noOneToAsk(lead: Lead): string | null {
  if (lead.withdrawnAt) return 'withdrawn';
  if (lead.personalInfoRemoved) return 'erased';
  if (!lead.formData.email) return 'no-address';
  return null;
}

/** Asks one lead's client, in one transaction: the link, the mail (and with it the phone message) and `askedAt`. */
async function askClient(leadId: string, now: Date): Promise<ContactCheckOutcome> {
  return db.runTransaction(async (tx): Promise<ContactCheckOutcome> => {
    const lead = (await tx.get(leadRef(leadId))).data();
    if (!waitingToBeAsked(lead)) return { leadId, outcome: 'skipped' };
    const reason = noOneToAsk(lead);
    if (reason) {
      updateLead(tx, leadId, contactUnanswered());
      return { leadId, outcome: 'not-asked', reason };
    }
    const firm = await readFirm(lead.firmId, tx).catch(() => null);
    const firmName = firm?.firm.firmName ?? 'The firm';
    const need = serviceLabelOfLead(lead.formData);
    const locale = lead.formData.locale;
    const { token, expiresAt } = createContactCheckLink(
      tx,
      { leadId, firmId: lead.firmId, firmName, need, claimedAt: Timestamp.fromMillis(lead.contactClaim.at) },
      now,
    );
    await tellClient(
      tx,
      { leadId, lead },
      {
        template: 'contact-check',
        data: {
          name: clientNameOfLead(lead.formData),
          firmName,
          need,
          leadId,
          claimedAt: new Date(lead.contactClaim.at).toISOString(),
          yesUrl: appUrl(contactCheckPath(token, 'yes', locale)),
          noUrl: appUrl(contactCheckPath(token, 'no', locale)),
          // The last SAST calendar day the links work.
          expiresOn: new Date(expiresAt.getTime() + 2 * 3_600_000 - 1).toISOString().slice(0, 10),
        },
      },
    );
    updateLead(tx, leadId, contactAsked(now));
    return { leadId, outcome: 'asked' };
  });
}

/** A question nobody answered before its links ran out: the claim stays unconfirmed. */
async function expireQuestion(leadId: string, now: Date): Promise<ContactCheckOutcome> {
  return db.runTransaction(async (tx): Promise<ContactCheckOutcome> => {
    const lead = (await tx.get(leadRef(leadId))).data();
    const askedAt = lead?.contactClaim?.askedAt;
    if (lead?.contactClaim?.state !== 'asked' || typeof askedAt !== 'number' || askedAt > now.getTime() - TTL_MS) {
      return { leadId, outcome: 'skipped' };
    }
    updateLead(tx, leadId, contactUnanswered());
    return { leadId, outcome: 'unanswered' };
  });
}

/** Every half hour, SAST: clients are asked about the firms' contact claims; what is left is logged. */
export const contactChecks = onSchedule(
  { schedule: `every ${CONTACT_CHECK_EVERY_MINUTES} minutes`, timeZone: 'Africa/Johannesburg' },
  async () => {
    const { outcomes, stoppedBy, remaining } = await runContactChecks(new Date());
    const count = (o: string) => outcomes.filter((x) => x.outcome === o).length;
    const counts = { asked: count('asked'), unanswered: count('unanswered'), skipped: count('skipped'), stoppedBy, remaining };
    if (remaining > 0) logger.warn('contact checks ran: claims left for the next run', counts);
    else logger.info('contact checks ran', counts);
  },
);

const runOptions = (body: unknown) =>
  z
    .object({
      leadIds: z.array(z.string().min(1)).max(50).optional(),
      batch: z.number().int().min(1).max(500).optional(),
      maxItems: z.number().int().min(1).max(100).optional(),
    })
    .safeParse(body).data;

/**
 * Emulator only: the job at a moved clock, for every claim or `leadIds` (journeys share one
 * emulator); with `maxItems` it answers the bounded run's report, else its outcomes.
 */
export const contactCheckRunner = emulatorClockRun(async (now, body) => {
  const options = runOptions(body);
  const report = await runContactChecks(now, { only: options?.leadIds, batch: options?.maxItems ?? options?.batch });
  return options?.maxItems ? report : report.outcomes;
});
