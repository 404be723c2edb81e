/**
 * Double-blind open leads: a firm that accepts an open lead gets the case without the client's
 * contact details, and the client decides from an email link whether that firm receives them.
 * Shared by the callables that write the release state, the release page and the firm dashboard.
 */
import { z } from 'zod';
import { RETENTION } from '../privacy/retention';

/** Where a withheld lead stands. A lead without `contactRelease` carries its details (direct leads). */
const CONTACT_RELEASE_STATES = ['pending', 'released', 'declined'] as const;
export type ContactReleaseState = (typeof CONTACT_RELEASE_STATES)[number];
export const contactReleaseSchema = z.enum(CONTACT_RELEASE_STATES);

/** The lead's formData fields that identify or reach the client: copied only on release. */
export const CLIENT_CONTACT_FIELDS = ['firstName', 'lastName', 'companyName', 'contactName', 'email', 'phone'] as const;

/** How long the client's links work. */
export const LEAD_RELEASE_TTL_DAYS = RETENTION.leadReleaseDays;

/** 32 random bytes, base64url without padding: exactly 43 characters of [A-Za-z0-9_-]. */
export const LEAD_RELEASE_TOKEN_LENGTH = 43;
const INVALID_LINK = 'This link is incomplete. Please open it again from the email we sent you.';
export const leadReleaseTokenSchema = z
  .string({ error: INVALID_LINK })
  .length(LEAD_RELEASE_TOKEN_LENGTH, INVALID_LINK)
  .regex(/^[A-Za-z0-9_-]+$/, INVALID_LINK);

export const LEAD_RELEASE_DECISIONS = ['release', 'decline'] as const;
export type LeadReleaseDecision = (typeof LEAD_RELEASE_DECISIONS)[number];

export const getLeadReleaseInputSchema = z.object({ token: leadReleaseTokenSchema });
export interface GetLeadReleaseResult {
  firmName: string;
  /** The need in words ('Evictions'). */
  need: string;
}

export const respondToLeadReleaseInputSchema = z.object({
  token: leadReleaseTokenSchema,
  decision: z.enum(LEAD_RELEASE_DECISIONS, { error: 'Please choose to share your details or to decline.' }),
});
export interface RespondToLeadReleaseResult {
  decision: LeadReleaseDecision;
  firmName: string;
}

export const LEAD_RELEASE_MESSAGES = {
  /** Firm dashboard, in place of the contact fields. */
  withheld: 'Contact details withheld until the client releases them',
  declined: 'The client declined to share their details',
  /** Open leads tab: on each card before accepting, and after a successful accept. */
  beforeAccept: 'Contact details are shared only if the client agrees after you accept',
  accepted: 'Lead accepted. It is in your Leads tab; we have emailed the client to release their contact details to you.',
  /** The client's refusals. */
  notFound: 'This link is not valid. Please open the most recent email we sent you about this request, or contact us.',
  used: 'You have already answered this request, so this link no longer works. Contact us if you want to change your answer.',
  expired: 'This link has expired. Contact us if you still want to share your details with this firm.',
  /** The client's confirmations. */
  released: (firmName: string) => `Your contact details have been sent to ${firmName}. They will contact you directly.`,
  declinedConfirm: (firmName: string) => `You declined. ${firmName} will not receive your contact details.`,
} as const;

/** What the firm dashboard shows in place of the contact fields, or null when they are there to show. */
export function withheldContactMessage(release: ContactReleaseState | undefined | null): string | null {
  if (release === 'pending') return LEAD_RELEASE_MESSAGES.withheld;
  if (release === 'declined') return LEAD_RELEASE_MESSAGES.declined;
  return null;
}
