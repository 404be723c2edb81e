import { useState } from 'react';
import { lateStepsLoaded, loadLateSteps } from './steps/late-steps';
import { loadedWizardRules, loadWizardRules } from './wizard-rules';

/** The rules and the last screens, which are made of them: both arrive together. */
const loadAll = () => Promise.all([loadWizardRules(), loadLateSteps()]);
const allLoaded = () => loadedWizardRules() !== null && lateStepsLoaded();

export interface WizardRulesState {
  ready: boolean;
  /** Continue was pressed before they arrived: the button shows a short wait. */
  waiting: boolean;
  /** The download failed (offline for a moment); the next Continue tries again. */
  failed: boolean;
  /** Resolves true once the rules are here (loading them if need be), false if they cannot be. */
  prepare: () => Promise<boolean>;
  /** Starts the download without waiting (the first touch of the form). */
  prefetch: () => void;
}

/**
 * The rules arrive with the first touch of the form (usually long before Continue); a step is only
 * validated once they are here. Continue waits for them if they are not yet, and a later step named
 * by the URL (a reload) waits for them before it shows: the steps before it are checked with them,
 * and the service types and the legal need search are made of them.
 */
export function useWizardRules(): WizardRulesState {
  const [ready, setReady] = useState(allLoaded);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);

  const prefetch = () =>
    void loadAll().then(
      () => setReady(true),
      () => undefined,
    );

  async function prepare(): Promise<boolean> {
    if (allLoaded()) return true;
    setWaiting(true);
    try {
      await loadAll();
      setFailed(false);
      setReady(true);
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setWaiting(false);
    }
  }

  return { ready, waiting, failed, prepare, prefetch };
}
