import * as logger from 'firebase-functions/logger';
import { PATHS } from '@/domain/shared/site';
import { auth } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { enqueueMail } from '../shared/mail-queue';

/**
 * Someone registered (or asked for a confirmation link) with an address that already has a
 * confirmed account: nothing is created, and the address's owner gets the way back into their
 * account (throttled per address, like every mail a stranger can trigger).
 */
export async function warnOfRegistrationAttempt(email: string): Promise<void> {
  let resetLink: string;
  try {
    const link = await auth.generatePasswordResetLink(email);
    const oobCode = new URL(link).searchParams.get('oobCode');
    resetLink = oobCode
      ? appUrl(`${PATHS.resetPasswordConfirm}?oobCode=${encodeURIComponent(oobCode)}`)
      : appUrl(PATHS.firmLogin);
  } catch (error) {
    logger.warn('reset link for a registration attempt failed', { error: String(error) });
    resetLink = appUrl(PATHS.firmLogin);
  }
  await enqueueMail(null, {
    to: email.trim().toLowerCase(),
    template: 'registration-attempt',
    data: { signInUrl: appUrl(PATHS.firmLogin), resetLink },
  });
}
