// Callables of the firm area; functions/src/index.ts re-exports them.
export { acceptOpenLead } from './accept-open-lead';
export { checkEmailDomain } from './check-email-domain';
export { checkFirmName } from './check-firm-name';
export { registerFirm } from './register-firm';
export { sendPasswordReset } from './send-password-reset';
export { updateFirmProfile } from './update-firm-profile';
export { updateFirmListing } from './update-firm-listing';
export { getLeadRelease } from './get-lead-release';
export { respondToLeadRelease } from './respond-to-lead-release';
export { confirmFirmEmail } from './confirm-firm-email';
export { resendFirmConfirmation } from './resend-firm-confirmation';
