/**
 * A firm's account after the wizard: confirming the address before the account can be used (so no
 * answer tells a stranger whether an address has an account), and closing the account. Shared by
 * the callables (registerFirm, confirmFirmEmail, resendFirmConfirmation, closeFirmAccount), the
 * confirmation page, the sign-in form and the dashboard's closure form.
 */
import { z } from 'zod';
import type { PaidPlanId } from '../payments/plan-ids';
import { firmContactSchema } from './profile';

/** How long the "confirm your email" link works (and then the TTL policy deletes its record). */
export const FIRM_EMAIL_CONFIRMATION_TTL_DAYS = 7;

/** 32 random bytes, base64url without padding: exactly 43 characters of [A-Za-z0-9_-]. */
const INVALID_CONFIRM_LINK = 'This link is incomplete. Please open it again from the email we sent you.';
export const firmEmailConfirmationTokenSchema = z
  .string({ error: INVALID_CONFIRM_LINK })
  .length(43, INVALID_CONFIRM_LINK)
  .regex(/^[A-Za-z0-9_-]+$/, INVALID_CONFIRM_LINK);

export const FIRM_ACCOUNT_MESSAGES = {
  /** registerFirm's one answer, for a new address and for one that already has an account alike. */
  checkEmailTitle: 'Check your email',
  checkEmail: (email: string) =>
    `We sent a message to ${email}. Open the link in it to confirm your address and finish registering your firm. If the address already has an account, the message says how to sign in instead.`,
  /** A logo file chosen in the wizard, kept in this browser until the address is confirmed here. */
  checkEmailLogoKept:
    'Your logo is kept in this browser and uploaded when you open the confirmation link here. If you open the link on another device, your logo stays behind: you can add or change it later from your dashboard.',
  checkEmailLogoNotKept:
    'Your logo could not be kept in this browser, so it will not be uploaded. You can add or change it later from your dashboard.',
  logoUploading: 'Uploading your logo...',
  logoUploadFailed:
    'Your address is confirmed, but your logo could not be uploaded. You can add or change it later from your dashboard.',
  checkEmailMissing:
    'No email after a few minutes? Check your spam folder, or sign in with your new password to have the link sent again.',
  confirmed: 'Your email address is confirmed.',
  confirming: 'Confirming your email address...',
  linkUnknown:
    'This confirmation link is not valid. Please open it again from the email we sent you, or sign in to have a new one sent.',
  linkUsed: 'This confirmation link has already been used. Please sign in.',
  linkExpired: 'This confirmation link has expired. Sign in with your email and password to have a new one sent.',
  /** Sign-in of an account whose address is not confirmed yet (the password was right). */
  unconfirmed: 'Please confirm your email address first: open the link in the email we sent when you registered.',
  resend: 'Send the link again',
  resent: 'If that address has a registration waiting for confirmation, a new link is on its way.',
  resendFailed: 'The link could not be sent just now. Please try again in a few minutes.',
} as const;

/** registerFirm's answer: the same for every address, so it reveals nothing about accounts. */
export interface RegisterFirmResult {
  confirmationSent: true;
}

export const confirmFirmEmailInputSchema = z.object({ token: firmEmailConfirmationTokenSchema });
export interface ConfirmFirmEmailResult {
  /** A one-time sign-in for the firm that just proved it reads the address (Admin custom token). */
  customToken: string;
  /** A paid plan chosen at registration: the browser continues to PayFast once signed in. */
  pendingPlan: PaidPlanId | null;
}

export const resendFirmConfirmationInputSchema = z.object({ email: firmContactSchema.shape.email });
export interface ResendFirmConfirmationResult {
  /** Always true, whether or not the address has an unconfirmed registration. */
  sent: true;
}

// ---------------------------------------------------------------------------------------------
// Closing a firm account
// ---------------------------------------------------------------------------------------------

/** What the firm types to confirm: a deliberate act, not a stray click. */
const CLOSE_ACCOUNT_PHRASE = 'CLOSE';

export const CLOSE_ACCOUNT_MESSAGES = {
  title: 'Close account',
  explain:
    'Closing your account cancels any PayFast subscription, takes your firm off matching and featured lists at once, and erases your public profile, your account details, your leads, your review replies and your sign-in. This cannot be undone.',
  kept: 'Tax invoices for payments you made are kept for five years, as the Tax Administration Act requires; nothing else is kept.',
  typeToConfirm: `Type ${CLOSE_ACCOUNT_PHRASE} to confirm`,
  mismatch: `Please type ${CLOSE_ACCOUNT_PHRASE} to confirm that you want to close your account.`,
  button: 'Close account permanently',
  cancelRefused:
    'Your PayFast subscription could not be cancelled, so your account is still open. Please try again in a few minutes or contact support.',
  failed: 'Your account could not be closed. Please try again.',
} as const;

export const closeFirmAccountInputSchema = z.object({
  confirmation: z
    .string({ error: CLOSE_ACCOUNT_MESSAGES.mismatch })
    .max(40, CLOSE_ACCOUNT_MESSAGES.mismatch)
    .refine((v) => v.trim().toUpperCase() === CLOSE_ACCOUNT_PHRASE, CLOSE_ACCOUNT_MESSAGES.mismatch),
});
export type CloseFirmAccountInput = z.input<typeof closeFirmAccountInputSchema>;
export interface CloseFirmAccountResult {
  closed: true;
  /** Invoices kept by law (their number), so the screen can say what remains. */
  invoicesKept: number;
}

/** The operator's data tool closes a firm account by its login address; same work, audited as the operator. */
export const adminCloseFirmAccountInputSchema = z.object({
  email: firmContactSchema.shape.email,
  confirmation: closeFirmAccountInputSchema.shape.confirmation,
});
