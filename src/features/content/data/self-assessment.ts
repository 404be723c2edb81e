/** The five statements of the spec's checklist, in its order. */
export const SELF_ASSESSMENT_ITEMS = [
  'We agree on the major issues (children, property, maintenance)',
  'Our combined estate is worth less than R500,000',
  'We are both honest and open about our finances',
  'I am confident reading and completing legal documents',
  'We can remain civil and communicate with each other',
] as const;

export type ReadinessLevel = 'diy' | 'limited-help' | 'full-representation';

/** All five: a good do-it-yourself candidate; 3 or 4: limited help; fewer than 3: full representation. */
export function assessDivorceReadiness(checkedCount: number): { level: ReadinessLevel; title: string; text: string } {
  if (checkedCount >= SELF_ASSESSMENT_ITEMS.length) {
    return {
      level: 'diy',
      title: 'You may be a good candidate for a do-it-yourself divorce',
      text: 'An uncontested divorce with a clear settlement agreement may be manageable on your own. It is still wise to have a lawyer check the settlement agreement before you sign it.',
    };
  }
  if (checkedCount >= 3) {
    return {
      level: 'limited-help',
      title: 'Consider limited legal help',
      text: 'You may not need full representation, but paying a lawyer to draft or review the settlement agreement, or for an hour of advice, can prevent costly mistakes.',
    };
  }
  return {
    level: 'full-representation',
    title: 'You are likely to need full legal representation',
    text: 'Disagreement, a larger estate or uncertainty about the paperwork all point to a lawyer who can protect your interests from the start.',
  };
}
