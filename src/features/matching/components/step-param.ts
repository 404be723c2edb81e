// Its own module (no wizard state): the light first step (matching-wizard.tsx) reads the URL too.

/** The wizard's place in the browser history: `?step=N` is the N-th screen (none on the first). */
export const STEP_PARAM = 'step';

export function positionInUrl(search: string): number {
  const n = Number(new URLSearchParams(search).get(STEP_PARAM));
  return Number.isInteger(n) && n > 1 ? n - 1 : 0;
}

export function searchFor(position: number): string {
  return position > 0 ? `?${STEP_PARAM}=${position + 1}` : '';
}
