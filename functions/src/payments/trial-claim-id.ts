import { createHash } from 'node:crypto';
import { legacyLpcKey, normaliseLpcNumber } from '@/domain/payments/billing';

/**
 * The id of an LPC number's free-month claim: SHA-256 of the normalised number, so the claim
 * (kept after a firm's account is closed, to stop a second free month) holds no LPC number
 * itself. Null when the number normalises to nothing.
 */
export function trialClaimId(lpcNumber: string | null | undefined): string | null {
  const key = normaliseLpcNumber(lpcNumber);
  return key ? createHash('sha256').update(key).digest('hex') : null;
}

/** The id a claim made before the digits-only key had (billing.ts, legacyLpcKey); null when it is the same as the new one. */
export function legacyTrialClaimId(lpcNumber: string | null | undefined): string | null {
  const key = legacyLpcKey(lpcNumber);
  if (!key || key === normaliseLpcNumber(lpcNumber)) return null;
  return createHash('sha256').update(key).digest('hex');
}
