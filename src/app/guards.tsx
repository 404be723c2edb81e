import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '@/domain/shared/site';
import { LoadingBlock } from '@/components/ui/layout';
import { useAuth } from '@/lib/auth';

// Loaded only when someone opens an operator page: it brings Firebase Auth with it.
const AdminAccessPanel = lazy(() => import('@/features/admin').then((m) => ({ default: m.AdminAccessPanel })));

/**
 * Pages that need a signed-in user. Nobody signed in: off to the sign-in page, remembering
 * where they were going so sign-in can bring them back. Someone who signs out while on the page
 * (its Logout button, or another tab) goes home instead: they chose to leave.
 */
export function RequireSignIn({ children, redirectTo = '/for-firms' }: { children: ReactNode; redirectTo?: string }) {
  const { ready, session } = useAuth();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  if (!ready) return <LoadingBlock label="Checking your session..." />;
  if (!session) {
    if (wasSignedIn.current) return <Navigate to="/" replace />;
    return <Navigate to={redirectTo} replace state={{ from: location }} />;
  }
  wasSignedIn.current = true;
  return <>{children}</>;
}

/**
 * Operator pages. The claim is only a gate for the screen: every admin read and write is
 * checked again by security rules and callables on the server. A translation reviewer (issue 38)
 * passes into the control panel alone, which shows them only the translation suggestions.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { ready, session } = useAuth();
  const { pathname } = useLocation();
  if (!ready) return <LoadingBlock label="Checking your session..." />;
  const reviewerHere = Boolean(session?.reviewerName) && pathname === PATHS.adminControl;
  if (!session?.isAdmin && !reviewerHere) {
    return (
      <Suspense fallback={<LoadingBlock />}>
        <AdminAccessPanel />
      </Suspense>
    );
  }
  return <>{children}</>;
}
