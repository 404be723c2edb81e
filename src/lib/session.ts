import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { auth } from './firebase-auth';
import { rememberDashboard } from './session-hint';

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
  return onIdTokenChanged(auth, (user) => {
    if (!user) {
      rememberDashboard(null);
      return onChange(null);
    }
    sessionOf(user).then(
      (session) => {
        rememberDashboard(session.isAdmin || session.reviewerName ? '/admin-control' : session.firmId ? '/firm-dashboard' : null);
        onChange(session);
      },
      () => onChange(null),
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
