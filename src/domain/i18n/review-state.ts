/**
 * Each translated message's review state (issue 38), kept in its PO entry as a translator
 * comment a PO editor shows and keeps: `# review: draft` (a machine/LLM draft no person has
 * checked) or `# review: reviewed by NAME, YYYY-MM-DD` (who checked it, and when). English, the
 * source, has none. The compiler turns the states into the parts of a catalog that still hold a
 * draft (compile.ts), which decides where a page says its translation is not yet reviewed.
 */
const REVIEWED = /^reviewed by (\S(?:.*\S)?), (\d{4}-\d{2}-\d{2})$/;

export type ReviewState = { state: 'draft' } | { state: 'reviewed'; by: string; on: string };

/** The state a `# review:` line records, or null when the line says neither. */
export function reviewStateOf(line: string | undefined): ReviewState | null {
  if (line === 'draft') return { state: 'draft' };
  const reviewed = line === undefined ? null : REVIEWED.exec(line);
  return reviewed ? { state: 'reviewed', by: reviewed[1]!, on: reviewed[2]! } : null;
}

export const isReviewed = (line: string | undefined): boolean => reviewStateOf(line)?.state === 'reviewed';

/** The `# review:` line for a message a named person has reviewed on a day. */
export const reviewedLine = (by: string, on: string): string => `reviewed by ${by}, ${on}`;
