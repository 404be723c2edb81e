// The last screens (the legal need search with its browse list, the business services) are made of
// the wizard's rules, so they download with them on the first touch of the form, off the page's
// first load, and the wizard shows them only once both are here (useWizardRules): the screens
// before them never wait for this code.
type LateSteps = typeof import('./late-steps-bundle');

let steps: LateSteps | null = null;
let pending: Promise<void> | null = null;

/** Downloads the last screens (once; a failed download may be retried). */
export function loadLateSteps(): Promise<void> {
  pending ??= import('./late-steps-bundle').then(
    (module) => void (steps = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export const lateStepsLoaded = () => steps !== null;

export function lateSteps(): LateSteps {
  if (!steps) throw new Error('The wizard showed a last screen before loadLateSteps() resolved');
  return steps;
}
