// Callables and triggers of this area; functions/src/index.ts re-exports them.
import { inEmulator } from '../shared/config';
import { payfastSimulator as simulator } from './payfast-simulator';
import { subscriptionEndsRun as endsRun } from './plan-end-trigger';

export { createCheckout } from './create-checkout';
export { payfastNotify } from './payfast-notify';
export { cancelSubscription } from './cancel-subscription';
export { getCheckoutOffer } from './get-checkout-offer';
export { subscriptionEnds } from './plan-end-job';

/**
 * The local PayFast stand-in is exported only when the Functions emulator loads the code, so
 * `firebase deploy` (whose discovery runs without FUNCTIONS_EMULATOR) never deploys it. The
 * function itself also refuses every request outside the emulator.
 */
export const payfastSimulator = inEmulator() ? simulator : undefined;

/** Runs the scheduled end of cancelled plans on demand in emulator runs; never deployed (as above). */
export const subscriptionEndsRun = inEmulator() ? endsRun : undefined;
