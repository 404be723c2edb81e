import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { settledPosition, stepAt, type WizardData, type WizardStep } from './wizard-state';

import { positionInUrl, searchFor } from './step-param';

export interface WizardPlace {
  /** The position shown (0-based) and its step. */
  position: number;
  step: WizardStep;
  /**
   * 'hydrating': the first render, which must be the prerendered first step whatever the URL says;
   * 'waiting': the URL names a later step the rules (not here yet) must check the steps before;
   * 'settled': the step shows.
   */
  status: 'hydrating' | 'waiting' | 'settled';
  /** The history entry shown: a new one after every move, so intents queued on the old one end. */
  entry: string;
  /** A new history entry for the position (Continue), or the same one corrected (`replace`). */
  go: (position: number, options?: { replace?: boolean }) => void;
  /** The wizard's own Back is the browser's Back, so both walk the same entries. */
  back: () => void;
}

/**
 * Which step shows, read from the URL and nowhere else. Every move is a navigation, so the browser's
 * Back and Forward walk the same entries as the wizard's buttons, and a step is on screen only once
 * its entry is (nothing arrives afterwards to replace the screen a person is typing into).
 *
 * A URL may name a step that cannot be shown: typed in, a reload whose draft is gone, or Forward
 * after an earlier answer was emptied. Then the first step needing attention shows, and the entry is
 * corrected to it. That check needs the answers (`answers()`, read when the URL or readiness
 * changes: typing on a step never changes whether the steps before it pass) and the rules.
 */
export function useWizardStep(
  answers: () => WizardData,
  { restored, rulesReady }: { restored: boolean; rulesReady: boolean },
): WizardPlace {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = positionInUrl(location.search);
  const data = answers();
  const status = !restored ? 'hydrating' : requested > 0 && !rulesReady ? 'waiting' : 'settled';
  const position = status === 'hydrating' ? 0 : status === 'waiting' ? requested : settledPosition(requested, data);

  // Location state ('Modify Search' arrives with the criteria) stays on every entry the wizard writes.
  const { state } = location;
  const go = useCallback(
    (to: number, { replace = false } = {}) => navigate({ search: searchFor(to) }, { replace, state }),
    [navigate, state],
  );

  useEffect(() => {
    if (status === 'settled' && position !== requested) void go(position, { replace: true });
  }, [status, position, requested, go]);

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void go(position - 1, { replace: true });
  };

  return { position, step: stepAt(position, data), status, entry: location.key, go, back };
}
