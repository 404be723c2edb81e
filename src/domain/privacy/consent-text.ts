/**
 * What the client reads about consent, with no imports, so the wizard's first load stays small
 * (the schemas in request-guards.ts load with the wizard's rules).
 */
/** The warning beside every free-text description a client writes (POPIA special personal information). */
export const SPECIAL_INFORMATION_WARNING =
  'Do not include health details, criminal records or other sensitive personal information unless your matter needs them, and never ID numbers or banking details.';

/** The wizard's two consent questions; the reroute wording takes the response promise. */
export function consentLabels(responsePromise: string) {
  return {
    shareWithOtherFirms:
      'Also share my case with other firms in my province without my contact details. If a firm takes it, we email you to release your details to that firm or decline.',
    reroute: `If the firm does not respond ${responsePromise}, send my request to the next best firm.`,
  } as const;
}
