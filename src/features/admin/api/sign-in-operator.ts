import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '@/lib/firebase-auth';

/** Signs in with Firebase Auth and reports whether the account carries the admin claim. */
export async function signInOperator(email: string, password: string): Promise<{ isAdmin: boolean }> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  const token = await credential.user.getIdTokenResult(true);
  return { isAdmin: token.claims.admin === true };
}
