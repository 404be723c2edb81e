/**
 * The wizard's two callables' refusals (refusal-keys.ts says how a table reads): the matching page
 * loads these with its first script, so they live apart from the link pages' table.
 */
import type { CallableName } from '../callables';
import { AS_SENT, type CallableRefusals } from './refusal-words';

export const WIZARD_REFUSALS = {
  // The wizard's last step: a rate limit says when to try again, anything else "Matching failed".
  requestMatch: { others: 'fallback', reasons: { 'rate-limited': AS_SENT } },
  // The confirmation after choosing a firm: the spec's words for a firm at its monthly limit.
  contactFirm: { others: 'fallback', reasons: { 'rate-limited': AS_SENT, 'lead-limit-reached': 'match.leadLimit' } },
} as const satisfies Partial<Record<CallableName, CallableRefusals>>;
