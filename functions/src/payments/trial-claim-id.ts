import { createHash } from 'node:crypto';
import { normaliseLpcNumber } from '@/domain/payments/billing';

/**
 * The id of an LPC number's free-month claim: SHA-256 of the normalised number, so the claim
 * (kept after a firm's account is closed, to stop a second free month) holds no LPC number
 * itself. Null when the number normalises to nothing.
 */
export function trialClaimId(lpcNumber: string | null | undefined): string | null {
  const key = normaliseLpcNumber(lpcNumber);
  return key ? createHash('sha256').update(key).digest('hex') : null;
}
