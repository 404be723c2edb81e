/**
 * What the client reads about consent, with no imports, so the wizard's first load stays small
 * (the schemas in request-guards.ts load with the wizard's rules).
 */
/** The warning beside every free-text description a client writes (POPIA special personal information). */
export const SPECIAL_INFORMATION_WARNING =
  'Do not include health details, criminal records or other sensitive personal information unless your matter needs them, and never ID numbers or banking details.';
