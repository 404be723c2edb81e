import type { User } from 'firebase/auth';
import type { Session } from './session';

// The Firebase Auth seam only: the token listener and the user's token, as the SDK hands them over.
let tokenChanged: (user: User | null) => void = () => {};
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, listener: (user: User | null) => void) => {
    tokenChanged = listener;
    return () => {};
  },
  signOut: vi.fn(),
}));
vi.mock('./firebase-auth', () => ({ auth: {} }));

const firmUser = (uid: string, read: () => Promise<{ claims: Record<string, unknown> }>) =>
  ({ uid, email: `${uid}@firm.test`, getIdTokenResult: read }) as unknown as User;

const unreadable = () => Promise.reject(new Error('auth/network-request-failed'));

/** Watches the session with firm f1's user u1 signed in: every session seen, the first already there. */
async function watchSignedInFirm() {
  const { watchSession } = await import('./session');
  const seen: (Session | null)[] = [];
  watchSession((session) => seen.push(session));
  tokenChanged(firmUser('u1', async () => ({ claims: { firmId: 'f1' } })));
  await vi.waitFor(() => expect(seen).toHaveLength(1));
  return seen;
}

describe('watchSession', () => {
  it('keeps a signed-in firm signed in when its refreshed token cannot be read for a moment', async () => {
    const seen = await watchSignedInFirm();
    tokenChanged(firmUser('u1', unreadable));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[1]).toMatchObject({ uid: 'u1', firmId: 'f1' });
  });

  it('gives nobody a session whose token could not be read, and drops a read that a sign-out overtook', async () => {
    const seen = await watchSignedInFirm();
    // Another person's token that cannot be read does not inherit the first one's session.
    tokenChanged(firmUser('u2', unreadable));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toBeNull();
    // A sign-out while the first person's token is still being read: the read's answer is dropped.
    tokenChanged(firmUser('u1', async () => ({ claims: { firmId: 'f1' } })));
    tokenChanged(null);
    // Signed out, a failed read of the same person's token gives no session back either.
    tokenChanged(firmUser('u1', unreadable));
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen.slice(2)).toEqual([null, null]);
  });
});
