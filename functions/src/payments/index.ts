// Callables and triggers of this area; functions/src/index.ts re-exports them.
import { inEmulator } from '../shared/config';
import { payfastSimulator as simulator } from './payfast-simulator';

export { createCheckout } from './create-checkout';
export { payfastNotify } from './payfast-notify';
export { cancelSubscription } from './cancel-subscription';

/**
 * The local PayFast stand-in is exported only when the Functions emulator loads the code, so
 * `firebase deploy` (whose discovery runs without FUNCTIONS_EMULATOR) never deploys it. The
 * function itself also refuses every request outside the emulator.
 */
export const payfastSimulator = inEmulator() ? simulator : undefined;
