import { PATHS } from '@/domain/shared/site';

/**
 * Where sign-in goes next. The route guard hands over the page a signed-out visitor asked for
 * (`state.from`, e.g. the lead email's `/firm-dashboard?tab=leads&lead=…`), so the link still
 * works after signing in. Only the firm's own pages qualify: the state is the browser's, and a
 * sign-in page must never become a redirect to somewhere else.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  const search = typeof from?.search === 'string' && from.search.startsWith('?') ? from.search : '';
  const ownPage = pathname === PATHS.firmDashboard || pathname.startsWith(`${PATHS.firmDashboard}/`);
  return ownPage ? `${pathname}${search}` : PATHS.firmDashboard;
}
