/**
 * Messages people send through the product: the public contact form (to the operator's inbox)
 * and correspondent requests (from one firm to another). Pure: the forms, the callables and the
 * tests share these schemas.
 */
import { z } from 'zod';
import { CORRESPONDENT_COURT_IDS, type CorrespondentCourt } from '../shared/courts';
import { documentIdSchema } from '../shared/fields';
import { storedMillisSchema } from '../shared/stored-date';
import { boundedText } from '../shared/text-rules';

export const CONTACT_TOPICS = [
  { id: 'general', label: 'A general question' },
  { id: 'matching', label: 'Help with a match' },
  { id: 'firm-account', label: 'A law firm account' },
  { id: 'billing', label: 'Billing or a subscription' },
  { id: 'privacy', label: 'Privacy or my data' },
] as const;
type ContactTopic = (typeof CONTACT_TOPICS)[number]['id'];
const CONTACT_TOPIC_IDS = CONTACT_TOPICS.map((t) => t.id) as [ContactTopic, ...ContactTopic[]];
export const contactTopicLabel = (id: string) => CONTACT_TOPICS.find((t) => t.id === id)?.label ?? 'Other';

const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/**
 * contactMessages/{id} as stored: what sendContactMessage writes, plus the operator's status
 * changes (status, updatedAt). Read by the inbox through a parsing converter; dates as epoch millis.
 */
export const contactMessageDocumentSchema = z
  .object({
    name: z.string().max(200),
    email: z.string().max(254),
    topic: z.enum(CONTACT_TOPIC_IDS),
    message: z.string().max(5000),
    status: z.enum(CONTACT_MESSAGE_STATUSES),
    createdAt: storedMillisSchema,
    updatedAt: storedMillisSchema.optional(),
  })
  .strict();
export type ContactMessageDocument = z.infer<typeof contactMessageDocumentSchema>;

/** Correspondent requests one firm may send in one SAST day. */
export const CORRESPONDENT_REQUESTS_PER_DAY = 10;

export const MESSAGE_LIMITS = { name: 100, email: 254, message: 2000, correspondentMessage: 1500, minMessage: 10 } as const;

export const MESSAGE_TEXTS = {
  contactSent: 'Thank you. Your message has reached our team, and we reply by email within two working days.',
  noLinks: 'Please leave out web links; describe what you need in words.',
  controlCharacters: 'Please use plain text only.',
  correspondentSent: 'Your request has been emailed to the firm. They will reply to you directly.',
  correspondentLimit: `You can send up to ${CORRESPONDENT_REQUESTS_PER_DAY} correspondent requests a day. Please try again tomorrow.`,
  correspondentSelf: 'You cannot send a correspondent request to your own firm.',
  correspondentUnavailable: 'This firm no longer takes correspondent requests. Please choose another firm.',
} as const;

/** One line of plain text: no line breaks, control characters or links; its length checked first. */
const plainLine = (label: string, max: number) =>
  boundedText(
    { min: 1, max, lineBreaks: false },
    {
      tooShort: `Please enter ${label}.`,
      tooLong: `Please keep ${label} under ${max} characters.`,
      controlCharacters: MESSAGE_TEXTS.controlCharacters,
      link: MESSAGE_TEXTS.noLinks,
    },
  );

/** A message body: line breaks allowed, nothing else invisible, no links; its length checked first. */
const plainText = (max: number) =>
  boundedText(
    { min: MESSAGE_LIMITS.minMessage, max, lineBreaks: true },
    {
      tooShort: `Please write at least ${MESSAGE_LIMITS.minMessage} characters.`,
      tooLong: `Please keep your message under ${max} characters.`,
      controlCharacters: MESSAGE_TEXTS.controlCharacters,
      link: MESSAGE_TEXTS.noLinks,
    },
  );

export const sendContactMessageInputSchema = z.strictObject({
  name: plainLine('your name', MESSAGE_LIMITS.name),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .max(MESSAGE_LIMITS.email, 'Please enter a shorter email address.')
    .pipe(z.email('Please enter a valid email address.')),
  topic: z.enum(CONTACT_TOPIC_IDS, { error: 'Please choose what your message is about.' }),
  message: plainText(MESSAGE_LIMITS.message),
});
export type SendContactMessageInput = z.input<typeof sendContactMessageInputSchema>;
export interface SendContactMessageResult {
  sent: true;
}

export const sendCorrespondentRequestInputSchema = z.strictObject({
  toFirmId: documentIdSchema('Please choose a firm.'),
  court: z.enum(CORRESPONDENT_COURT_IDS as [CorrespondentCourt, ...CorrespondentCourt[]], {
    error: 'Please choose a court type.',
  }),
  message: plainText(MESSAGE_LIMITS.correspondentMessage),
});
export type SendCorrespondentRequestInput = z.input<typeof sendCorrespondentRequestInputSchema>;
export interface SendCorrespondentRequestResult {
  sent: true;
  /** Requests the sender may still send today. */
  remainingToday: number;
}
