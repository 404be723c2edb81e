/**
 * The "turn these off" link in every WhatsApp and SMS (docs/notifications.md, "Opting out"): one
 * tap on the phone that got the message turns phone messages off for that number at once. Email
 * continues. The token is 32 random bytes, base64url, like every emailed single-use link.
 */
import { z } from 'zod';

export const phoneOffInputSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete.') });

export interface PhoneOffResult {
  /** 'turned-off' now; 'already-off' when the number had already said STOP or used a link. */
  state: 'turned-off' | 'already-off';
}

/** How long the link in a message works (a message's link outlives the message's own retention a little). */
export const PHONE_OFF_LINK_DAYS = 120;

export const PHONE_OFF_TEXTS = {
  title: 'Phone messages',
  working: 'Turning off WhatsApp and SMS messages for this number…',
  turnedOff:
    'Done: we will send no more WhatsApp or SMS messages to this number. Emails continue as before. To turn phone messages on again, reply START to one of our messages.',
  alreadyOff: 'Phone messages were already off for this number. Emails continue.',
  unknown: 'We do not recognise this link. Please copy the whole link from the message, or reply STOP to any message.',
  used: 'Phone messages were already off for this number. Emails continue.',
  expired: 'This link has expired. Reply STOP to any of our messages to turn phone messages off.',
  incomplete: 'This link is incomplete. Please copy the whole link from the message, or reply STOP to any message.',
  failed: 'We could not turn phone messages off just now. Please try again, or reply STOP to any message.',
} as const;
