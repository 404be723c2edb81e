/**
 * The wizard's rules (the shared zod schemas, their messages, the service labels, and the legal
 * need search with its taxonomy) are downloaded when a visitor starts using the wizard, not with
 * the page: zod, the schemas and the taxonomy are a large part of a first visit's JavaScript, and
 * the first screen (accept the terms) needs none of it. The wizard awaits loadWizardRules()
 * before it validates a step or shows a screen that needs them; wizardRules() then answers
 * synchronously, so the reducer stays pure.
 */
type Rules = typeof import('./wizard-rules-bundle');

let rules: Rules | null = null;
let pending: Promise<Rules> | null = null;

export function loadWizardRules(): Promise<Rules> {
  pending ??= import('./wizard-rules-bundle').then(
    (module) => (rules = module),
    (error: unknown) => {
      pending = null; // a failed download (offline for a moment) may be retried
      throw error;
    },
  );
  return pending;
}

/** The rules, once loadWizardRules() has resolved; null before. */
export const loadedWizardRules = (): Rules | null => rules;

export function wizardRules(): Rules {
  if (!rules) throw new Error('The wizard validated a step before loadWizardRules() resolved');
  return rules;
}
