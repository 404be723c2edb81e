import { call } from '@/lib/callable';

declare module '@/lib/callable' {
  interface CallableMap {
    sendPasswordReset: { input: { email: string }; output: { sent: true } };
  }
}

/** The server builds the link (Admin SDK) and queues the branded email. */
export async function sendPasswordReset(email: string): Promise<void> {
  await call('sendPasswordReset', { email: email.trim() });
}
