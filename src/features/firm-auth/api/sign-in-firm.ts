import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { SIGN_IN_MESSAGES } from '@/domain';
import { auth } from '@/lib/firebase-auth';
import { userRef } from '@/lib/firestore';

/**
 * Signs a firm user in and stamps lastLogin (the one field rules let a user write on itself).
 * Every credential problem gets the same message, so the form does not reveal which part was wrong.
 */
export async function signInFirm(email: string, password: string): Promise<void> {
  let uid: string;
  try {
    uid = (await signInWithEmailAndPassword(auth, email.trim(), password)).user.uid;
  } catch (error) {
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
