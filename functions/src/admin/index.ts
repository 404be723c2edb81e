// Callables and triggers of this area; functions/src/index.ts re-exports them.
export { adminUpdateFirm } from './admin-update-firm';
export { grantAdmin } from './grant-admin';
