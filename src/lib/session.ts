import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { auth } from './firebase-auth';
import { rememberDashboard } from './remember-dashboard';

/** What the app knows about whoever is signed in; roles come from custom claims only. */
export interface Session {
  uid: string;
  email: string | null;
  firmId: string | null;
  isAdmin: boolean;
  /** A translation reviewer's name (issue 38): they see only the control panel's translation suggestions. */
  reviewerName?: string | null;
}

async function sessionOf(user: User): Promise<Session> {
  const { claims } = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    firmId: typeof claims.firmId === 'string' ? claims.firmId : null,
    isAdmin: claims.admin === true,
    reviewerName:
      typeof claims.translationReviewer === 'string' && claims.translationReviewer ? claims.translationReviewer : null,
  };
}

/** Follows sign-in, sign-out and token refreshes (claims arrive with a refreshed token). */
export function watchSession(onChange: (session: Session | null) => void): () => void {
  let last: Session | null = null;
  // Reading a token's claims takes a moment; a read that answers after a newer change (a sign-out
  // meanwhile) is dropped rather than bringing back the session it read.
  let latest = 0;
  return onIdTokenChanged(auth, (user) => {
    const turn = ++latest;
    if (!user) {
      last = null;
      rememberDashboard(null);
      return onChange(null);
    }
    sessionOf(user).then(
      (session) => {
        if (turn !== latest) return;
        last = session;
        rememberDashboard(session.isAdmin || session.reviewerName ? '/admin-control' : session.firmId ? '/firm-dashboard' : null);
        onChange(session);
      },
      // A token that cannot be read just now (the network dropped at a refresh) is not a sign-out:
      // the same person keeps the session they had, and the screens they were working in (a form
      // half filled) stay mounted. Firebase tells us again at the next token change.
      () => {
        if (turn === latest) onChange(last?.uid === user.uid ? last : null);
      },
    );
  });
}

/** Forces a new ID token so claims set by a function (firmId, admin) take effect now. */
export async function refreshSession(): Promise<Session | null> {
  const user = auth.currentUser;
  if (!user) return null;
  await user.getIdToken(true);
  return sessionOf(user);
}

export const signOutEverywhere = async () => {
  rememberDashboard(null);
  await signOut(auth);
};
