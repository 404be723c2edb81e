import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from './session';

// Firebase Auth is loaded only where a signed-in state is shown: the first component that calls
// useAuth() (a guard, the dashboard, an operator page) starts the session watch. Public pages
// never call it, so they download no Auth code.
const loadSession = () => import('./session');

interface AuthState {
  /** False until the first answer from Firebase Auth; guards wait for it. */
  ready: boolean;
  session: Session | null;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

interface AuthContextValue extends AuthState {
  /** Starts the session watch (idempotent); called by useAuth(). */
  start: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [session, setSession] = useState<Session | null>(null);
  // One watch per mounted provider; a generation number drops answers from a torn-down watch.
  const watch = useRef<{ generation: number; unsubscribe?: () => void } | null>(null);
  const generation = useRef(0);

  // Whether any component has asked for the session; the watch runs from then on.
  const wanted = useRef(false);

  const ensureWatch = useCallback(() => {
    if (watch.current) return;
    const current: { generation: number; unsubscribe?: () => void } = { generation: ++generation.current };
    watch.current = current;
    void loadSession().then(({ watchSession }) => {
      if (watch.current !== current) return;
      current.unsubscribe = watchSession((next) => {
        setSession(next);
        setReady(true);
      });
    });
  }, []);

  const start = useCallback(() => {
    wanted.current = true;
    ensureWatch();
  }, [ensureWatch]);

  useEffect(() => {
    // Remounted (StrictMode runs effects twice, in an order that may tear the watch down after a
    // consumer restarted it): resume if someone has asked.
    if (wanted.current) ensureWatch();
    return () => {
      watch.current?.unsubscribe?.();
      watch.current = null;
    };
  }, [ensureWatch]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ready,
      session,
      start,
      refresh: async () => setSession(await (await loadSession()).refreshSession()),
      signOut: async () => {
        await (await loadSession()).signOutEverywhere();
        setSession(null);
      },
    }),
    [ready, session, start],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session; calling it is what loads Firebase Auth (once), so only pages that show a signed-in state do. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  const { start } = value;
  useEffect(() => start(), [start]);
  return value;
}
