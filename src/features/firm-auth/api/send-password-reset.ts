import { call } from '@/lib/callable';

/** The server builds the link (Admin SDK) and queues the branded email. */
export async function sendPasswordReset(email: string): Promise<void> {
  await call('sendPasswordReset', { email: email.trim() });
}
