// The legal-updates subscription (double opt-in, unsubscribe) and the operator's send.
export { subscribeToLegalUpdates } from './subscribe-to-legal-updates';
export { confirmLegalUpdatesSubscription } from './confirm-legal-updates-subscription';
export { unsubscribeFromLegalUpdates } from './unsubscribe-from-legal-updates';
export { sendLegalUpdate } from './send-legal-update';
