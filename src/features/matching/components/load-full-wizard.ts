// The full wizard (react-hook-form, the steps, the rules) is not on /matching's first load: it is
// fetched on the first touch of the first step and mounted when that step is passed (issue 29).
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { activeLocale } from '@/lib/i18n/runtime';
import { loadLateSteps } from './steps/late-steps';
import { loadWizardRules } from './wizard-rules';

type FullWizardModule = typeof import('./full-wizard');

let loaded: FullWizardModule | null = null;
let loading: Promise<FullWizardModule> | null = null;

export const loadedFullWizard = () => loaded?.FullMatchingWizard ?? null;

export function loadFullWizard(): Promise<FullWizardModule['FullMatchingWizard']> {
  // Its words (the forms part of the page's catalog) come with it; the first step needed none of them.
  loading ??= Promise.all([import('./full-wizard'), loadCatalog(activeLocale(), 'forms')]).then(
    ([module]) => (loaded = module),
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
