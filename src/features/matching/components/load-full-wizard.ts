// The full wizard (react-hook-form, the steps, the rules) is not on /matching's first load: it is
// fetched on the first touch of the first step and mounted when that step is passed (issue 29).
import { loadLateSteps } from './steps/late-steps';
import { loadWizardRules } from './wizard-rules';

type FullWizardModule = typeof import('./full-wizard');

let loaded: FullWizardModule | null = null;
let loading: Promise<FullWizardModule> | null = null;

export const loadedFullWizard = () => loaded?.FullMatchingWizard ?? null;

export function loadFullWizard(): Promise<FullWizardModule['FullMatchingWizard']> {
  loading ??= import('./full-wizard').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // offline for a moment: the next touch or Continue tries again
      throw error;
    },
  );
  return loading.then((module) => module.FullMatchingWizard);
}

/** Everything step 2 needs: the wizard, its rules and the last screens (made of the rules). */
export const loadWizardForStepTwo = () =>
  Promise.all([loadFullWizard(), loadWizardRules(), loadLateSteps()]).then(([wizard]) => wizard);
