/**
 * A firm answers its own lead (any plan; an accepted open lead before the client releases their
 * details too). In one transaction: the lead must be the caller's firm's and still answerable;
 * every offered time obeys the rules in the firm's business hours (slotProblems, the same check
 * the form runs) and is not already booked by another client; then the answer is recorded as sent
 * (never edited: a second answer replaces the first, which keeps its text and is marked replaced),
 * its single-use link is made, the lead records the answer and the clock stops on the first one,
 * and the client's email is queued (its WhatsApp/SMS alert follows from it, registry.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { ANSWER_LINK_TTL_DAYS, ANSWER_MESSAGES, type AnswerLeadResult } from '@/domain/answers/contract';
import { newAnswerRecord } from '@/domain/answers/record';
import { callbackProblem, slotBlocks, slotProblems } from '@/domain/answers/slots';
import { leadAnswered } from '@/domain/leads/record';
import { answerPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable, callableError } from '../shared/callable';
import { readFirm } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { updateLead } from '../shared/lead-writes';
import { tellClient } from '../leads/placement';
import { refreshAfterClockStop } from '../leads/response-stats';
import { aboutClient, clientChannels, clientOfLead } from './client';
import { answerLinks, answerRef, answersCollection, newAnswerRef, slotLockRef } from './store';

const DAY_MS = 86_400_000;
/** Answers (the first and its corrections) one lead may receive: a firm cannot flood a client. */
const MAX_ANSWERS_PER_LEAD = 5;

export const answerLead = callable('answerLead', {
  access: 'firm',
  handler: async ({ leadId, message, fee, offer }, caller): Promise<AnswerLeadResult> => {
    const firmId = caller.firmId!;
    const now = Date.now();
    let stoppedClock = false;
    const result = await db.runTransaction(async (tx) => {
      const lead = (await tx.get(leadRef(leadId))).data();
      // Someone else's lead and no lead at all read the same: nothing about other firms' leads leaks.
      if (!lead || lead.firmId !== firmId) throw callableError('lead-not-found', ANSWER_MESSAGES.notYourLead, 'leadId');
      if (lead.withdrawnAt) throw callableError('lead-withdrawn', ANSWER_MESSAGES.leadWithdrawn, 'leadId');
      if (lead.reroutedToLeadId) throw callableError('lead-passed-on', ANSWER_MESSAGES.leadGone, 'leadId');
      if (lead.status === 'closed' || lead.personalInfoRemoved)
        throw callableError('lead-closed', ANSWER_MESSAGES.leadClosed, 'leadId');
      if (lead.contactRelease === 'declined') throw callableError('contact-declined', ANSWER_MESSAGES.contactDeclined, 'leadId');

      const firm = await readFirm(firmId, tx);
      if (!firm) throw callableError('firm-not-found', 'Firm not found');
      if (offer.kind === 'times') {
        const problem = slotProblems(offer.slots, { now, businessHours: firm.firm.businessHours })[0];
        if (problem) {
          const field = problem.index === null ? 'offer.slots' : `offer.slots.${problem.index}.startsAt`;
          throw callableError('slot-invalid', problem.message, field);
        }
        // A time another client has booked is not the firm's to offer (whichever answer it came from).
        for (const [index, slot] of offer.slots.entries()) {
          const locks = await Promise.all(slotBlocks(slot).map((block) => tx.get(slotLockRef(firmId, block))));
          if (locks.some((lock) => lock.exists)) {
            throw callableError(
              'slot-taken',
              'You already have a consultation booked at this time.',
              `offer.slots.${index}.startsAt`,
            );
          }
        }
      } else {
        const problem = callbackProblem(offer, now);
        if (problem) throw callableError('slot-invalid', problem, 'offer.to');
      }

      const client = await clientOfLead(tx, leadId, lead);
      if (!client) throw callableError('lead-closed', ANSWER_MESSAGES.leadClosed, 'leadId');
      const earlier = await tx.get(answersCollection().where('leadId', '==', leadId).select());
      if (earlier.size >= MAX_ANSWERS_PER_LEAD) {
        throw callableError(
          'rate-limited',
          `A lead can receive at most ${MAX_ANSWERS_PER_LEAD} answers. Please contact the client directly.`,
        );
      }
      const previousId = lead.latestAnswerId;
      const previous = previousId ? (await tx.get(answerRef(previousId))).data() : undefined;
      const channels = await clientChannels(tx, client);

      // The link (and the answer) work until the last offered time starts, and never beyond the TTL.
      const lastUseful = offer.kind === 'times' ? Math.max(...offer.slots.map((s) => s.startsAt)) : offer.to;
      const expiresAt = Math.min(now + ANSWER_LINK_TTL_DAYS * DAY_MS, lastUseful);
      const ref = newAnswerRef();
      const at = new Date(now);
      tx.create(
        ref,
        newAnswerRecord({
          firmId,
          leadId,
          requestLeadId: client.requestLeadId,
          answeredBy: caller.uid!,
          message,
          fee,
          offer,
          at: now,
          expiresAt,
          ...(previousId && previous ? { replacesAnswerId: previousId } : {}),
        }),
      );
      if (previousId && previous && !previous.replacedByAnswerId)
        tx.update(answerRef(previousId), { replacedByAnswerId: ref.id });
      const link = answerLinks.issue(now, expiresAt);
      tx.set(link.ref, {
        answerId: ref.id,
        leadId,
        ...link.dates,
        expireAt: Timestamp.fromMillis(expiresAt + ANSWER_LINK_TTL_DAYS * DAY_MS),
      });
      updateLead(tx, leadId, leadAnswered(lead, ref.id, at));
      stoppedClock = lead.clockStoppedBy === undefined;
      await tellClient(tx, aboutClient(leadId, client), {
        template: 'answer-received',
        data: {
          name: client.name,
          firmName: firm.firm.firmName,
          need: client.need,
          leadId,
          message,
          fee,
          offer,
          replacesEarlier: !!(previousId && previous),
          answerUrl: appUrl(answerPath(link.token, client.locale)),
          expiresAt,
        },
      });
      return { answerId: ref.id, deliveredAt: now, replacesAnswerId: previous ? previousId! : null, channels };
    });
    // The first answer stopped the clock: the firm's public median counts it now (response-stats.ts).
    if (stoppedClock) await refreshAfterClockStop(firmId, now);
    return result;
  },
});
