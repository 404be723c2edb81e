/**
 * The legal-updates subscription: double opt-in, a consent record per subscriber, an unsubscribe
 * link in every update, and the operator's send. Schemas shared by the forms, the callables and
 * the tests (docs/mail.md, "Legal updates").
 */
import { z } from 'zod';
import { formatCount } from '../shared/format';
import { LEGAL_UPDATE_LIMITS, LEGAL_UPDATES_TEXTS } from './legal-updates-text';

export * from './legal-updates-text';

/** 32 random bytes, base64url without padding: exactly 43 characters (functions/src/shared/link-tokens.ts). */
const legalUpdatesTokenSchema = z
  .string({ error: LEGAL_UPDATES_TEXTS.linkIncomplete })
  .length(43, LEGAL_UPDATES_TEXTS.linkIncomplete)
  .regex(/^[A-Za-z0-9_-]+$/, LEGAL_UPDATES_TEXTS.linkIncomplete);

export const subscribeToLegalUpdatesInputSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .max(LEGAL_UPDATE_LIMITS.email, 'Please enter a shorter email address.')
    .pipe(z.email('Please enter a valid email address.')),
  /** The unticked box: only an explicit tick subscribes. */
  consent: z.literal(true, { error: LEGAL_UPDATES_TEXTS.consentRequired }),
});
export type SubscribeToLegalUpdatesInput = z.input<typeof subscribeToLegalUpdatesInputSchema>;
export interface SubscribeToLegalUpdatesResult {
  /** Always true, whether the address is new, pending or confirmed (the form reveals nothing). */
  sent: true;
}

export const legalUpdatesLinkInputSchema = z.strictObject({ token: legalUpdatesTokenSchema });
export interface ConfirmLegalUpdatesSubscriptionResult {
  confirmed: true;
}
export interface UnsubscribeFromLegalUpdatesResult {
  unsubscribed: true;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- as above, line breaks included
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const HTML_TAG_START = /<\s*[/!?]?\s*[a-z]/i;

/** The operator's update: plain text (no HTML, no control characters), bounded in length. */
export const sendLegalUpdateInputSchema = z.strictObject({
  subject: z
    .string({ error: 'Please write a subject.' })
    .trim()
    .min(LEGAL_UPDATE_LIMITS.minSubject, `Please write a subject of at least ${LEGAL_UPDATE_LIMITS.minSubject} characters.`)
    .max(LEGAL_UPDATE_LIMITS.subject, `Please keep the subject to ${LEGAL_UPDATE_LIMITS.subject} characters or fewer.`)
    .refine((v) => !CONTROL_OR_BREAK.test(v), 'Please keep the subject to one line of plain text.')
    .refine((v) => !HTML_TAG_START.test(v), 'Please write plain text without HTML tags.'),
  body: z
    .string({ error: 'Please write the update.' })
    .trim()
    .min(LEGAL_UPDATE_LIMITS.minBody, `Please write at least ${LEGAL_UPDATE_LIMITS.minBody} characters.`)
    .max(LEGAL_UPDATE_LIMITS.body, `Please keep the update to ${formatCount(LEGAL_UPDATE_LIMITS.body)} characters or fewer.`)
    .refine((v) => !CONTROL.test(v), 'Please use plain text only.')
    .refine((v) => !HTML_TAG_START.test(v), 'Please write plain text without HTML tags.'),
});
export type SendLegalUpdateInput = z.input<typeof sendLegalUpdateInputSchema>;
export interface SendLegalUpdateResult {
  /** Emails queued: one per confirmed subscriber at the time of sending. */
  queued: number;
}

/** A subscriber's states: pending until the emailed link is confirmed; unsubscribed by the link in any update. */
export const LEGAL_UPDATE_SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type LegalUpdateSubscriberState = (typeof LEGAL_UPDATE_SUBSCRIBER_STATES)[number];
