import type { SendContactMessageInput } from '@/domain/mail/messages-contract';
import { call } from '@/lib/callable';

/** The server stores the message for the operator's inbox and queues the mail to the operator. */
export async function sendContactMessage(input: SendContactMessageInput): Promise<void> {
  await call('sendContactMessage', input);
}
