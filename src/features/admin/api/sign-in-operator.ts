import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';

/** Signs in with Firebase Auth and reports whether the account may use the control panel (operator or translation reviewer). */
export async function signInOperator(email: string, password: string): Promise<{ isAdmin: boolean }> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const token = await credential.user.getIdTokenResult(true);
  const reviewer = typeof token.claims.translationReviewer === 'string' && token.claims.translationReviewer !== '';
  return { isAdmin: token.claims.admin === true || reviewer };
}
