import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session } from './session';

// Firebase Auth is loaded after first paint: the landing page needs no Firebase code at all.
const loadSession = () => import('./session');

interface AuthState {
  /** False until the first answer from Firebase Auth; guards wait for it. */
  ready: boolean;
  session: Session | null;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    loadSession().then(({ watchSession }) => {
      if (cancelled) return;
      unsubscribe = watchSession((next) => {
        setSession(next);
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      ready,
      session,
      refresh: async () => setSession(await (await loadSession()).refreshSession()),
      signOut: async () => {
        await (await loadSession()).signOutEverywhere();
        setSession(null);
      },
    }),
    [ready, session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
