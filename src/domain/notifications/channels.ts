/**
 * WhatsApp and SMS beside email (docs/notifications.md): the channels, phone numbers as the
 * providers take them, the opt-in people give in the wizard and the firm's Settings, and the
 * words that opt a number out. Pure: the browser forms, the callables and the webhook share it.
 */
import { z } from 'zod';
import { BRAND_NAME, PRIVACY_POLICY_VERSION } from '../shared/brand';

export const MESSAGING_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];

/** The policy a consent was given under; a new version asks again. */
export const MESSAGING_POLICY_VERSION = PRIVACY_POLICY_VERSION;

/**
 * The boxes' words in English, stored with each consent (POPIA s69 needs to show what was agreed
 * to). The client's box is shown in the wizard's language: its words are the catalog's
 * `details.messagingConsent` (this English text, word for word; the catalog test checks it), and
 * the server records them in that language (consent-words.ts).
 */
export const MESSAGING_CONSENT = {
  client: `Send me updates about this request from ${BRAND_NAME} on WhatsApp (or by SMS where WhatsApp does not reach me), as well as by email. Reply STOP to any message to end them.`,
  firm: `Send my firm's new-lead alerts and account notices from ${BRAND_NAME} on WhatsApp (or by SMS where WhatsApp does not reach this number), as well as by email. Reply STOP to any message to end them.`,
} as const;

export const MESSAGING_TEXTS = {
  phoneInvalid: 'Please enter a South African mobile number, such as 082 123 4567 or +27 82 123 4567.',
  phoneRequired: 'Please enter the mobile number for WhatsApp or SMS.',
} as const;

/**
 * A South African mobile number in E.164 ('+27821234567'): from '082 123 4567', '27 82 123 4567'
 * or '+27 (82) 123-4567'. Null for anything else (landlines start with 01-05; mobiles with 06-08).
 */
export function normaliseSouthAfricanMobile(raw: string): string | null {
  const digits = raw.replace(/[\s()\-.]/g, '');
  const national = /^\+27(\d{9})$/.exec(digits)?.[1] ?? /^27(\d{9})$/.exec(digits)?.[1] ?? /^0(\d{9})$/.exec(digits)?.[1];
  return national && /^[678]\d{8}$/.test(national) ? `+27${national}` : null;
}

const mobileNumberSchema = z
  .string({ error: MESSAGING_TEXTS.phoneRequired })
  .max(30, MESSAGING_TEXTS.phoneInvalid)
  .transform((v, ctx) => {
    const e164 = normaliseSouthAfricanMobile(v);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: MESSAGING_TEXTS.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

/**
 * The opt-in that travels with requestMatch (field `messaging`) and setMessagingSettings: a
 * number, WhatsApp (falling back to SMS) or SMS only, and the ticked box itself (`consent: true`).
 */
export const messagingOptInSchema = z.strictObject({
  phone: mobileNumberSchema,
  channel: z.enum(MESSAGING_CHANNELS),
  consent: z.literal(true, { error: 'Please tick the box to receive messages on your phone.' }),
  /**
   * The policy version whose words the box showed (the wizard sends it). The server records the
   * words it knows for that version and the page's language, never text from the client, so a
   * page older than the current policy is refused rather than recorded under words it did not show.
   */
  policyVersion: z
    .literal(MESSAGING_POLICY_VERSION, {
      error: 'The wording of the phone-updates box has changed: please reload the page and tick it again.',
    })
    .optional(),
});
export type MessagingOptIn = z.output<typeof messagingOptInSchema>;
export type MessagingOptInInput = z.input<typeof messagingOptInSchema>;

/**
 * The firm's Settings form: the same number and channel, the box as the person leaves it (unticked
 * by default); turning messages on needs it ticked. The form sends `{ ...values, consent: true }`.
 */
export const messagingSettingsFormSchema = z.object({
  phone: mobileNumberSchema,
  channel: z.enum(MESSAGING_CHANNELS),
  consent: z.boolean().refine((ticked) => ticked, 'Please tick the box to receive messages on your phone.'),
});

export const getMessagingSettingsInputSchema = z.strictObject({});

/** The firm's Settings: opt in with a number, or turn messages off (`null`). */
export const setMessagingSettingsInputSchema = z.strictObject({ optIn: messagingOptInSchema.nullable() });
export type SetMessagingSettingsInput = z.input<typeof setMessagingSettingsInputSchema>;

export interface MessagingSettings {
  /** Null when the firm has no phone messages. */
  phone: string | null;
  channel: MessagingChannel | null;
  /** Epoch millis of the consent, or of the number's STOP. */
  consentedAt: number | null;
  optedOutAt: number | null;
  /**
   * When the number's holder replied YES to our request to confirm it (docs/notifications.md, "A
   * number is confirmed first"); null until then, and nothing but that request goes to it.
   */
  confirmedAt: number | null;
}
export type SetMessagingSettingsResult = MessagingSettings;
