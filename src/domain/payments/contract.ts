import { z } from 'zod';

/**
 * The contract between the SPA (registration's paid path, the dashboard's subscription tab)
 * and the payment callables. Prices never travel from the browser: only the plan id does.
 */
export const createCheckoutInputSchema = z.object({
  plan: z.enum(['premium', 'premium_plus'], { message: 'Invalid subscription tier' }),
  /** 'registration': a paid plan chosen while registering; PayFast's return then leads on to the premium welcome. */
  after: z.enum(['registration']).optional(),
});
type CreateCheckoutInput = z.infer<typeof createCheckoutInputSchema>;

/** The query flag on PayFast's return URL that marks a checkout started by registration. */
export const WELCOME_PARAM = 'welcome';

/** The query flag on PayFast's return URL that marks a checkout the server gave the free month. */
export const TRIAL_PARAM = 'trial';

/** PayFast's return path and query for a plan (the function builds the URL; the thank-you page reads it). */
export function checkoutReturnQuery(
  plan: CreateCheckoutInput['plan'],
  after?: CreateCheckoutInput['after'],
  trial = false,
): string {
  const base = after === 'registration' ? `?plan=${plan}&${WELCOME_PARAM}=1` : `?plan=${plan}`;
  return trial ? `${base}&${TRIAL_PARAM}=1` : base;
}

/** A form the browser posts as-is to PayFast (or, locally, to the simulator). */
export interface CheckoutForm {
  action: string;
  /** Ordered name/value pairs: PayFast's signature depends on the order. */
  fields: [name: string, value: string][];
}

export const cancelSubscriptionInputSchema = z.object({}).strict();
export interface CancelSubscriptionResult {
  /** The plan the firm is on now: the paid plan until `endsAt`, or free when no paid time was left. */
  packageType: 'free' | 'premium' | 'premium_plus';
  /** ISO instant the paid plan ends (the paid-through date), or null when it ended at once. */
  endsAt: string | null;
}

/** The Subscription tab asks the server whether Premium's free month is open to this firm. */
export const getCheckoutOfferInputSchema = z.object({}).strict();
export interface CheckoutOffer {
  /** Decided on the server (per firm and per LPC number); the cards quote from it with checkoutQuote. */
  trialAvailable: boolean;
}
