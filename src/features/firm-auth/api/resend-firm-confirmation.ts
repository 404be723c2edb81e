import { call } from '@/lib/callable';

/** A new confirm-your-email link; the server answers the same whether or not one was sent. */
export async function resendFirmConfirmation(email: string): Promise<void> {
  await call('resendFirmConfirmation', { email: email.trim() });
}
