import { HttpsError } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { parseContactCheckReply } from '@/domain/leads/contact-claim';
import { collections } from '../shared/documents';
import { recordContactAnswer } from './contact-check';

type ContactReplyOutcome = 'not-a-contact-check' | 'answered' | 'not-sent-to-this-number' | 'refused';

/**
 * A client tapped Yes or No under "Did <firm> contact you?" on WhatsApp (a quick reply; the
 * webhook hands over its payload and the number it came from). The answer is recorded exactly as
 * the link's page records it (recordContactAnswer: single-use, once per lead, same refusals), but
 * only when that very question was sent to this number: the payload must be one our WhatsApp copy
 * of the question carried to `from`, so a payload naming another client's check (copied,
 * guessed or forwarded) changes nothing. A used or expired link is refused as on the page, and
 * the refusal is logged, not answered (the webhook always answers Meta 200).
 */
export async function answerContactCheckReply(payload: string, from: string): Promise<ContactReplyOutcome> {
  const reply = parseContactCheckReply(payload);
  if (!reply) return 'not-a-contact-check';
  const sentWith = await collections.notifications().where('replies', 'array-contains', payload).limit(10).get();
  if (!sentWith.docs.some((d) => d.get('channel') === 'whatsapp' && d.get('to') === from)) {
    logger.warn('contact check reply refused: the question was not sent to this number');
    return 'not-sent-to-this-number';
  }
  try {
    await recordContactAnswer(reply.token, reply.answer);
    return 'answered';
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    logger.info('contact check reply refused', { reason: (error.details as { reason?: string } | undefined)?.reason });
    return 'refused';
  }
}
