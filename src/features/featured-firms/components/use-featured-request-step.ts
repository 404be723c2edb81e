import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestInUrl, searchWith } from './featured-request-state';

export interface FeaturedRequestUrl {
  /** The request the URL has open: the firm it goes to and the step asked for (0-based), or null. */
  request: { firmId: string; position: number } | null;
  /** Opens a firm's request at its first step: a new history entry, so Back closes it again. */
  open: (firmId: string) => void;
  /** A new history entry for the step (Continue), or the same one corrected (`replace`). */
  go: (position: number, options?: { replace?: boolean }) => void;
  /** The request's Back is the browser's Back, so both walk the same entries. */
  back: () => void;
  /** Closes the request (Cancel, or the button after it was sent). */
  close: () => void;
}

/**
 * Which featured-firm request is open, and at which step, read from the URL and nowhere else (the
 * matching wizard's useWizardStep): `?request=<firmId>&step=N`, beside the page's own parameters.
 * Every move is a navigation, so the browser's Back and Forward walk the steps with what was typed,
 * and a reload comes back to the same step of the same firm's request.
 */
export function useFeaturedRequestUrl(): FeaturedRequestUrl {
  const { search } = useLocation();
  const navigate = useNavigate();
  const request = requestInUrl(search);
  const firmId = request?.firmId ?? null;

  const to = useCallback(
    (next: { firmId: string; position: number } | null, replace = false) =>
      void navigate({ search: searchWith(search, next) }, { replace }),
    [navigate, search],
  );
  const go = useCallback(
    (position: number, { replace = false } = {}) => firmId !== null && to({ firmId, position }, replace),
    [firmId, to],
  );

  const back = () => {
    if (!request) return;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else go(request.position - 1, { replace: true });
  };

  return { request, open: (id) => to({ firmId: id, position: 0 }), go, back, close: () => to(null) };
}
