import * as logger from 'firebase-functions/logger';
import type { SendPasswordResetOutput } from '@/domain/callables';
import { auth } from '../shared/admin';
import { appOriginSetting } from '../shared/config';
import { callable } from '../shared/callable';
import { enqueueMail } from '../shared/mail-queue';
import { queueAccountRequest } from './account-request-queue';

/**
 * Always answers the same way after the same work, so the form cannot be used to learn which
 * addresses have accounts, by its answer or by its timing: the request is queued and
 * onAccountRequest (account-requests.ts) mails a link only to an address that has an account.
 */
export const sendPasswordReset = callable('sendPasswordReset', {
  access: 'public',
  rateLimit: { email: (input) => input.email },
  handler: async ({ email }): Promise<SendPasswordResetOutput> => {
    await queueAccountRequest('password-reset', email);
    return { sent: true };
  },
});

/** The reset mail for an address with an account; nothing for one without. */
export async function sendPasswordResetFor(email: string): Promise<void> {
  let link: string;
  try {
    link = await auth.generatePasswordResetLink(email);
  } catch (error) {
    if (
      (error as { code?: string }).code === 'auth/email-not-found' ||
      (error as { code?: string }).code === 'auth/user-not-found'
    ) {
      return;
    }
    logger.error('password reset link failed', { error: String(error) });
    throw error;
  }
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error('Reset link without oobCode');
  // Reset links point at the app itself, so the SPA's reset page handles the code.
  const resetLink = `${appOriginSetting()}/reset-password-confirm?oobCode=${encodeURIComponent(oobCode)}`;
  await enqueueMail(null, {
    to: email.toLowerCase(),
    template: 'password-reset',
    data: { resetLink },
  });
}
