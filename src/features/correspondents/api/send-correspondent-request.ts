import type { SendCorrespondentRequestInput, SendCorrespondentRequestResult } from '@/domain/mail/messages-contract';
import { call } from '@/lib/callable';

/** The server mails the other firm (its address never reaches this browser) and counts the request. */
export async function sendCorrespondentRequest(input: SendCorrespondentRequestInput): Promise<SendCorrespondentRequestResult> {
  return call('sendCorrespondentRequest', input);
}
