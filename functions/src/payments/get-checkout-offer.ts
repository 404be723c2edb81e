import type { CheckoutOffer } from '@/domain/payments/contract';
import { callable, callableError } from '../shared/callable';
import { readFirm } from '../shared/firm-store';
import { trialAvailability } from './trial-claims';

/**
 * Whether Premium's free month is open to the caller's firm, decided as createCheckout decides it
 * (per firm and per LPC number), so the Subscription tab's cards quote what the checkout charges.
 */
export const getCheckoutOffer = callable('getCheckoutOffer', {
  access: 'firm',
  handler: async (_input, caller): Promise<CheckoutOffer> => {
    const record = await readFirm(caller.firmId!);
    if (!record) throw callableError('firm-not-found', 'Firm not found');
    return { trialAvailable: await trialAvailability(record) };
  },
});
