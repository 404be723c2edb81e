import { z } from 'zod';

/**
 * The contract between the SPA (registration's paid path, the dashboard's subscription tab)
 * and the payment callables. Prices never travel from the browser: only the plan id does.
 */
export const createCheckoutInputSchema = z.object({
  plan: z.enum(['premium', 'premium_plus'], { message: 'Invalid subscription tier' }),
});
export type CreateCheckoutInput = z.infer<typeof createCheckoutInputSchema>;

/** A form the browser posts as-is to PayFast (or, locally, to the simulator). */
export interface CheckoutForm {
  action: string;
  /** Ordered name/value pairs: PayFast's signature depends on the order. */
  fields: [name: string, value: string][];
}

export const cancelSubscriptionInputSchema = z.object({}).strict();
export interface CancelSubscriptionResult {
  packageType: 'free';
}
