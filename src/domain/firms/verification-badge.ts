/**
 * The words of the "Verified" badge, kept free of zod so the firm card (results, featured pages)
 * pulls in nothing else. The badge says exactly what an operator checked.
 */

/** The public verification summary a card needs (firms/{id}.verification, or a match's copy). */
export interface VerificationBadgeSource {
  state: 'pending' | 'verified' | 'rejected';
  checks: readonly ('lpc-roll' | 'fidelity-fund-certificate')[];
  validThroughYear: number | null;
}

/** The badge's words: exactly what was checked. Null when the firm is not verified. */
export function verifiedBadgeText(verification: VerificationBadgeSource | null | undefined): string | null {
  if (!verification || verification.state !== 'verified') return null;
  const parts = ['on the Legal Practice Council roll'];
  if (verification.checks.includes('fidelity-fund-certificate') && verification.validThroughYear !== null) {
    parts.push(`Fidelity Fund certificate for ${verification.validThroughYear}`);
  }
  return `Verified: ${parts.join('; ')}`;
}
