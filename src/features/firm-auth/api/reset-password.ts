import { FirebaseError } from 'firebase/app';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { SIGN_IN_MESSAGES } from '@/domain/firms/registration';
import { auth } from '@/lib/firebase-auth';

/** Returns the account's email when the code is still good. */
export async function verifyResetCode(oobCode: string): Promise<string> {
  try {
    return await verifyPasswordResetCode(auth, oobCode);
  } catch {
    throw new Error(SIGN_IN_MESSAGES.expiredLink);
  }
}

export async function confirmReset(oobCode: string, newPassword: string): Promise<void> {
  try {
    await confirmPasswordReset(auth, oobCode, newPassword);
  } catch (error) {
    if (error instanceof FirebaseError && /expired|invalid-action-code/.test(error.code))
      throw new Error(SIGN_IN_MESSAGES.expiredLink);
    throw new Error(SIGN_IN_MESSAGES.resetError);
  }
}
