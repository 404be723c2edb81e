// Callables and triggers of this area; functions/src/index.ts re-exports them.
export { decideFirmVerification } from './decide-firm-verification';
export { setFirmSuspension } from './set-firm-suspension';
export { lapseFirmVerifications } from './lapse-verifications';
