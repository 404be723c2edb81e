// Callables of a firm's account and the inactive-firms job; functions/src/index.ts re-exports them.
export { adminCloseFirmAccount } from './admin-close-firm-account';
export { closeFirmAccount } from './close-firm-account';
export { closeInactiveFirms } from './inactive-firms';
