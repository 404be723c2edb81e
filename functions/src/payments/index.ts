// Callables and triggers of this area; functions/src/index.ts re-exports them.
export { createCheckout } from './create-checkout';
export { payfastNotify } from './payfast-notify';
export { cancelSubscription } from './cancel-subscription';
export { payfastSimulator } from './payfast-simulator';
