/**
 * South African VAT. Plan prices (PLANS) include VAT: the amount PayFast charges is the price
 * shown, and the tax invoice splits that total into the amount excluding VAT and the VAT in it.
 */
export const VAT_RATE = 0.15;

interface VatBreakdown {
  /** What was charged, VAT included, in cents. */
  totalCents: number;
  /** The VAT contained in the total, in cents (rounded half up to the cent). */
  vatCents: number;
  /** totalCents - vatCents, so the two parts always add up to the total exactly. */
  exclusiveCents: number;
}

/**
 * Splits a VAT-inclusive total: VAT = total x 15/115, rounded to the cent, and the exclusive
 * amount is whatever is left. R199.00 = R173.04 + VAT R25.96.
 */
export function vatBreakdown(totalCents: number): VatBreakdown {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`vatBreakdown needs a whole, non-negative number of cents, not ${totalCents}`);
  }
  // Integer arithmetic (15/115 = 3/23) so no binary fraction nudges a half cent the wrong way.
  const vatCents = Math.floor((totalCents * 3 * 2 + 23) / (23 * 2));
  return { totalCents, vatCents, exclusiveCents: totalCents - vatCents };
}

/** Rand (as PayFast and PLANS write them, e.g. 199 or 199.5) to whole cents. */
export function randToCents(amount: number): number {
  return Math.round(amount * 100);
}
