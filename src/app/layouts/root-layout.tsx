import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LoadingBlock } from '@/components/ui/layout';
import { RouteErrorBoundary } from '../routes/route-error-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * A new page starts at its top (or at its #anchor); Back and Forward leave the scroll position to
 * the browser, which restores it.
 */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          {/* A page that was not prerendered waits for its module: say so, not a blank screen. */}
          <Suspense fallback={<LoadingBlock />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <ScrollOnNavigate />
    </div>
  );
}
