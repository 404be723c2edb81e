/**
 * The wizard's rules (the shared zod schemas, their messages, the service labels, and the legal
 * need search with its taxonomy) are downloaded when a visitor starts using the wizard, not with
 * the page: zod, the schemas and the taxonomy are a large part of a first visit's JavaScript, and
 * the first screen (accept the terms) needs none of it. The wizard awaits loadWizardRules()
 * before it validates a step or shows a screen that needs them; wizardRules() then answers
 * synchronously, so the reducer stays pure.
 */
type Rules = typeof import('@/domain/matching/criteria') &
  typeof import('@/domain/matching/wizard') &
  typeof import('@/domain/matching/legal-need-search') &
  Pick<typeof import('@/domain/matching/practice-areas'), 'categoryOfSubcategory' | 'findSubcategory'> &
  Pick<typeof import('@/domain/matching/taxonomy'), 'LEGAL_CATEGORIES'> &
  Pick<typeof import('@/domain/leads/leads'), 'MATCH_MESSAGES'>;

let rules: Rules | null = null;
let pending: Promise<Rules> | null = null;

export function loadWizardRules(): Promise<Rules> {
  pending ??= Promise.all([
    import('@/domain/matching/criteria'),
    import('@/domain/matching/wizard'),
    import('@/domain/matching/legal-need-search'),
    import('@/domain/matching/taxonomy'),
    import('@/domain/leads/leads'),
    import('@/domain/matching/practice-areas'),
  ]).then(
    ([schemas, wizard, search, taxonomy, leads, practiceAreas]) =>
      (rules = {
        ...schemas,
        ...wizard,
        ...search,
        categoryOfSubcategory: practiceAreas.categoryOfSubcategory,
        findSubcategory: practiceAreas.findSubcategory,
        LEGAL_CATEGORIES: taxonomy.LEGAL_CATEGORIES,
        MATCH_MESSAGES: leads.MATCH_MESSAGES,
      }),
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
