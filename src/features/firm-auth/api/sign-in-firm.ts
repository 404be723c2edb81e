import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { FIRM_ACCOUNT_MESSAGES } from '@/domain/firms/account';
import { SIGN_IN_MESSAGES } from '@/domain/firms/registration';
import { auth } from '@/lib/firebase-auth';
import { userRef } from '@/lib/firestore';

/**
 * Signs a firm user in and stamps lastLogin (the one field rules let a user write on itself).
 * Every credential problem gets the same message, so the form does not reveal which part was wrong.
 */
/**
 * The password was right, but the account's address is not confirmed yet: registerFirm sets the
 * firm claim only when the emailed link is followed, so such a session could read nothing.
 */
export class UnconfirmedEmailError extends Error {
  constructor(readonly email: string) {
    super(FIRM_ACCOUNT_MESSAGES.unconfirmed);
  }
}

export async function signInFirm(email: string, password: string): Promise<void> {
  let uid: string;
  try {
    const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
    uid = user.uid;
    const { claims } = await user.getIdTokenResult();
    if (!user.emailVerified && !claims.firmId && !claims.admin) {
      await signOut(auth);
      throw new UnconfirmedEmailError(email.trim());
    }
  } catch (error) {
    if (error instanceof UnconfirmedEmailError) throw error;
    if (
      error instanceof FirebaseError &&
      /auth\/(invalid-credential|wrong-password|user-not-found|invalid-email|user-disabled|too-many-requests)/.test(error.code)
    ) {
      throw new Error(SIGN_IN_MESSAGES.invalid);
    }
    throw new Error(SIGN_IN_MESSAGES.invalid);
  }
  // Best effort: a missing user record must not stop the sign-in.
  await updateDoc(userRef(uid), { lastLogin: serverTimestamp() }).catch(() => undefined);
}
