/**
 * "No client is left waiting": when a lead's response clock lapses and the case is not passed on
 * automatically, the client is emailed the next best eligible firms with one link each. A link
 * decides nothing: it opens a page that shows the firm, what will be shared and the consent
 * sentence, and only the button there sends the request on (sendLeadOn). Each link works once,
 * for SEND_ON_TTL_DAYS; using one uses every link of the same email.
 */
import { z } from 'zod';
import { documentIdSchema } from '../shared/fields';
import { leadReleaseTokenSchema } from './release';

/** How long the links in a "your firm did not answer" email work. */
export const SEND_ON_TTL_DAYS = 7;
/** Firms offered in one email. */
export const SEND_ON_CHOICES = 3;

export const getSendOnOfferInputSchema = z.object({ token: leadReleaseTokenSchema });
export const sendLeadOnInputSchema = z.object({ token: leadReleaseTokenSchema });

export interface GetSendOnOfferResult {
  /** The firm the link sends the request to. */
  firmName: string;
  /** The firm that did not answer. */
  previousFirmName: string;
  /** The need in words and the area ('Uncontested Divorce', 'Johannesburg, Gauteng'). */
  need: string;
  area: string;
  /** What the firm receives, item by item, as the page lists it. */
  shared: string[];
  /** Last instant the link works, ISO date-time. */
  expiresAt: string;
}

export interface SendLeadOnResult {
  firmName: string;
}

/** A firm caller stamps that it opened a lead's details; the client's timeline shows "seen". */
export const markLeadSeenInputSchema = z.object({ leadId: documentIdSchema('Missing lead') });
export interface MarkLeadSeenResult {
  /** When the firm first opened the lead, ISO date-time (the same on every later call). */
  seenAt: string;
}

/** The sentence the client agrees to by pressing the button (shown beside it). */
export const sendOnConsent = (firmName: string) =>
  `By pressing the button you agree that we send ${firmName} your name, your contact details and your request as listed above, so that they can contact you. Nothing is sent until you press it.`;

/** What a firm can receive with a request, item by item (the page translates each by its id). */
export const SHARED_ITEMS = {
  name: 'Your name',
  email: 'Your email address',
  phone: 'Your phone number',
  need: 'What you need help with and where',
  description: 'The description you wrote',
} as const;

/** The items a firm receives with a request, in the order the page lists them. */
export function sharedItems(formData: { phone?: string; description?: string; additionalDetails?: string }): string[] {
  return [
    SHARED_ITEMS.name,
    SHARED_ITEMS.email,
    ...(formData.phone ? [SHARED_ITEMS.phone] : []),
    SHARED_ITEMS.need,
    ...(formData.description || formData.additionalDetails ? [SHARED_ITEMS.description] : []),
  ];
}

export const SEND_ON_MESSAGES = {
  unknown:
    'This link is not valid. Please open it again from the most recent email we sent you about your request, or start a new match.',
  used: 'Your request has already been sent on from this email, so its links no longer work. Open your request’s page from the latest email to see where it is, or start a new match.',
  expired: `This link has expired (links work for ${SEND_ON_TTL_DAYS} days). Start a new match to find a firm for your request.`,
  withdrawn: 'You withdrew this request, so it can no longer be sent on. Start a new match if you still need help.',
  firmUnavailable: (firmName: string) =>
    `${firmName} cannot take new requests right now. Choose another firm from the email, or start a new match.`,
  sent: (firmName: string) =>
    `Your request has been sent to ${firmName}. We have emailed you a confirmation; they will contact you at your email address.`,
} as const;
