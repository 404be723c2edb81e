// Callables of a firm's account; functions/src/index.ts re-exports them.
export { adminCloseFirmAccount } from './admin-close-firm-account';
export { closeFirmAccount } from './close-firm-account';
