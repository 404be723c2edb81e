/**
 * The data contract of every mail template: one zod schema per template name. The queue
 * (shared/mail-queue.ts) parses what a producer hands it with these before anything is written,
 * and the renderer (templates/index.ts) parses the stored document with the same schema before
 * rendering, so a producer and its template cannot drift apart: a renamed field fails the
 * typecheck on one side and the parse on the other.
 */
import { z } from 'zod';
import { storedOfferSchema, storedSlotSchema } from '@/domain/answers/documents';
import { feeEstimateSchema } from '@/domain/answers/fee';
import { LEGAL_UPDATE_LIMITS } from '@/domain/blog/legal-updates-text';
import { URGENCY_IDS } from '@/domain/leads/urgency';
import { planEventSchema } from '@/domain/payments/plan-events';
import { clientTextForEmail } from '@/domain/mail/client-text';
import { BUSINESS_SERVICE_TYPES } from '@/domain/matching/criteria';
import { isKnownPracticeAreaId } from '@/domain/matching/practice-areas';
import { LANGUAGE_CODES } from '@/domain/shared/languages';
import { COMPROMISE_CATEGORIES } from '@/domain/privacy/security-compromises';
import { PROVINCES } from '@/domain/shared/provinces';
import { hasControlCharacters, hasLink } from '@/domain/shared/text-rules';

const IDS_NOT_WORDS = new Set<string>([...BUSINESS_SERVICE_TYPES, ...URGENCY_IDS, ...LANGUAGE_CODES]);

/**
 * A non-empty line of text. Line breaks (which callable schemas allow inside a name) are folded
 * into spaces rather than refused: a stray newline must never fail a lead, nor reach a subject.
 */
const line = (max = 200) =>
  z
    .string()
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(max));

/**
 * Something a person reads in place of a code: a taxonomy or service label, never the id behind
 * it ('Debt Collection', not 'collections'; 'Uncontested Divorce', not 'uncontested-divorce').
 */
const words = (max = 200) =>
  line(max).refine((v) => !isKnownPracticeAreaId(v) && !IDS_NOT_WORDS.has(v), 'must be a label in words, not an id');

/**
 * A name a client typed: one line, control and invisible characters removed, links neutralised
 * (src/domain/mail/client-text.ts), whichever producer queued it.
 */
const clientLine = (max = 200) =>
  z
    .string()
    .transform((v) => clientTextForEmail(v))
    .pipe(z.string().min(1).max(max));
const email = z.string().trim().max(254).pipe(z.email());
/** Only http(s) links reach an email; javascript: or data: never do. */
const httpUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/ }));
const reference = z.string().trim().min(1).max(128);

// ---------------------------------------------------------------------------------------------

/** What every lead email says, whatever the firm's plan: nothing here identifies the client. */
const leadSummary = {
  leadId: reference,
  /** The need in words: the taxonomy label for a person, the service label for a business. */
  need: words(),
  /** 'City, Province'. */
  area: line(),
  /** The urgency label ('Urgent'), or null when the client was not asked. */
  urgency: words(60).nullable(),
};

/**
 * A new lead for a firm, the same on every plan (docs/firms.md, "Free plan"): the need, the area,
 * the reference, the response deadline and a link to the dashboard, where the firm signs in to
 * see the client's contact details. Strict, so no client detail (name, email, phone, description)
 * can ride along: an email passes through mailboxes and servers the client never chose.
 */
const leadNotificationSchema = z.strictObject({
  ...leadSummary,
  /** The response deadline in SAST words ('Wed 25 Nov 2026, 10:00 SAST'); absent where a sender did not know it. */
  deadline: line(60).optional(),
  /** The client's language in words ('isiZulu'; clientLanguageText), so the firm can answer in it; absent when not recorded. */
  language: line(120).optional(),
  /** The lead in the firm dashboard (sign-in required). */
  dashboardUrl: httpUrl,
});

/** The client's receipt: who received the request, for what, and when to expect contact. */
const clientConfirmationSchema = z.object({
  /** First name for a person, the contact person for a business. */
  name: clientLine(),
  firmName: line(),
  need: words(),
  area: line(),
  leadId: reference,
});

/** A newly registered firm; every taxonomy item is listed by its label. */
const welcomeSchema = z.object({
  firmName: line(),
  contactName: line(),
  email,
  /** The plan chosen at registration (its name); paid plans start once PayFast confirms. */
  planName: line(60),
  isPremium: z.boolean(),
  practiceAreas: z.array(words()).max(200),
  businessServices: z.array(words()).max(10).default([]),
  languages: z.array(words(60)).max(20).default([]),
  location: line(),
  dashboardUrl: httpUrl,
});

/**
 * A South African tax invoice for one subscription payment. The supplier's details come from
 * SUPPLIER (brand.ts) at render time; the total is what PayFast charged, VAT included, and the
 * template splits it with vatBreakdown.
 */
const invoiceSchema = z.object({
  invoiceNumber: line(40),
  /** Date of issue, YYYY-MM-DD. */
  date: z.iso.date(),
  recipient: z.object({
    firmName: line(),
    contactPerson: line().optional(),
    address: line(300).optional(),
    email,
    vatNumber: line(20).optional(),
  }),
  planName: line(60),
  description: line(300),
  /** The amount charged, VAT included, in cents. */
  totalCents: z.number().int().min(0).max(100_000_000),
  paymentReference: reference,
});

/** A password reset with an Admin-generated link into the app's reset page. */
const passwordResetSchema = z.object({
  resetLink: httpUrl,
});

/**
 * Text a visitor or a firm typed and the product relays (a Contact Us message, a correspondent
 * request, a refusal reason): line breaks kept, control and invisible characters removed and every
 * link made inert, whichever producer queued it: what the shared rule counts as a link
 * (src/domain/shared/text-rules.ts, which the callables apply first) is refused, and any other host-like
 * token ('evil-refunds.example') reaches the mail as 'evil-refunds[.]example'. The length is bounded before anything else
 * runs; the stored text is parsed again at rendering, where the brackets may have made it up to
 * three times longer (neutralising is idempotent).
 */
const typedText = (max: number) =>
  z
    .string()
    .max(max * 3, { abort: true })
    .refine((v) => !hasLink(v), 'links')
    .transform((v) => clientTextForEmail(v, { multiline: true }))
    .pipe(z.string().min(1));

/** A message from the public contact form, for the operator's mailbox. */
const contactMessageSchema = z.object({
  messageId: reference,
  name: clientLine(100),
  email,
  topic: line(100),
  message: typedText(2000),
  /** The control panel's inbox. */
  inboxUrl: httpUrl,
});

/** A correspondent request from one firm to another: who asks, how to reach them, for which court. */
const correspondentRequestSchema = z.object({
  requestId: reference,
  toFirmName: line(),
  fromFirmName: line(),
  fromContactName: line(),
  fromEmail: email,
  fromPhone: line(40).optional(),
  fromCity: line().optional(),
  court: line(100),
  message: typedText(1500),
});

/**
 * An accepted open lead: the client learns which firm took their shared case and chooses, by one
 * of two links, whether that firm receives their contact details. Nothing about the client here
 * but their own first name.
 */
const leadReleaseRequestSchema = z.object({
  /** First name for a person, the contact person for a business. */
  name: clientLine(),
  firmName: line(),
  need: words(),
  area: line(),
  releaseUrl: httpUrl,
  declineUrl: httpUrl,
  /** Last day the links work, YYYY-MM-DD. */
  expiresOn: z.iso.date(),
});

/**
 * A firm answered the client's request: one single-use link to review that firm (1 to 5 stars and
 * a few words). Nothing about the request but the client's own first name and the firm's name.
 */
const reviewInviteSchema = z.object({
  /** First name for a person, the contact person for a business. */
  name: line(),
  firmName: line(),
  reviewUrl: httpUrl,
  /** Last day the link works, YYYY-MM-DD. */
  expiresOn: z.iso.date(),
});

/**
 * The response clock passed a lead on: the first firm did not answer in time and the client had
 * agreed to be rerouted, so the case went to the next best firm. Tells the client which firm
 * has it now; nothing about the first firm's client beyond their own name.
 */
const leadReroutedSchema = z.object({
  /** First name for a person, the contact person for a business. */
  name: line(),
  previousFirmName: line(),
  firmName: line(),
  need: words(),
  area: line(),
  /** The new lead. */
  leadId: reference,
});

/**
 * The first firm's notice that its lead lapsed unanswered and was passed to another firm. It
 * names the need, the area and the reference, never the client (who has moved on).
 */
const leadLapsedSchema = z.object({
  firmName: line(),
  need: words(),
  area: line(),
  leadId: reference,
  /** The deadline that passed, in SAST words ('Wed 25 Nov 2026, 10:00 SAST'). */
  deadline: line(60),
  dashboardUrl: httpUrl,
});

/**
 * A lead's response clock lapsed and the case was not passed on automatically: the client learns
 * that the firm did not answer, and gets one single-use link per next best eligible firm to send
 * the request on (none when no firm is left: then the email says so and where else to get help,
 * Legal Aid South Africa and the province's Legal Practice Council office, with the link to start a
 * new match). Nothing about the client but their own first name.
 */
const leadUnansweredSchema = z.object({
  /** First name for a person, the contact person for a business. */
  name: line(),
  /** The firm that did not answer. */
  firmName: line(),
  need: words(),
  area: line(),
  leadId: reference,
  /** Up to three firms, best match first; each link opens the send-on page for that firm. */
  offers: z.array(z.object({ firmName: line(), sendOnUrl: httpUrl })).max(3),
  /** Last day the links work, YYYY-MM-DD; null when there are no links. */
  expiresOn: z.iso.date().nullable(),
  /** The matching wizard, for a new request. */
  newMatchUrl: httpUrl,
  /**
   * The request's province: with no firm left to offer, the email gives the Legal Practice
   * Council's office there besides Legal Aid South Africa (src/domain/leads/other-help.ts).
   */
  province: z.enum(PROVINCES).optional(),
  /**
   * Why the request is open again: the firm did not answer in time (a lapse), or the client said
   * No to "Did <firm> contact you?" (the firm's contact was not confirmed). The wording differs.
   */
  reason: z.enum(['no-answer', 'contact-denied']).default('no-answer'),
});

/**
 * "Did <firm> contact you?": the firm marked the client's request contacted, and only the client's
 * Yes counts (src/domain/leads/contact-claim.ts). Both links carry one single-use token.
 */
const contactCheckSchema = z.object({
  /** First name for a person, the contact person for a business. */
  name: line(),
  firmName: line(),
  need: words(),
  leadId: reference,
  /** When the firm says it contacted the client, ISO date-time (shown in SAST). */
  claimedAt: z.iso.datetime(),
  yesUrl: httpUrl,
  noUrl: httpUrl,
  /** Last day the links work, YYYY-MM-DD. */
  expiresOn: z.iso.date(),
});

/**
 * A change to the firm's verification or suspension, told to the firm: approved, rejected (with
 * the operator's reason), lapsed with the Fidelity Fund certificate year, suspended or reinstated
 * (with the reason).
 */
const firmVerificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('approved'), firmName: line(), badge: line(300), dashboardUrl: httpUrl }),
  z.object({ kind: z.literal('rejected'), firmName: line(), reason: typedText(1000), dashboardUrl: httpUrl }),
  z.object({ kind: z.literal('lapsed'), firmName: line(), year: z.number().int().min(2000).max(2100), dashboardUrl: httpUrl }),
  z.object({ kind: z.literal('suspended'), firmName: line(), reason: typedText(1000), dashboardUrl: httpUrl }),
  z.object({ kind: z.literal('reinstated'), firmName: line(), dashboardUrl: httpUrl }),
]);

/**
 * The lapse trigger paused the firm from matching (src/domain/firms/response-pause.ts): which leads
 * lapsed (reference and when, never the client) and how to come back.
 */
const firmPausedSchema = z.object({
  firmName: line(),
  lapses: z
    .array(z.object({ leadId: reference, lapsedAt: line(60) }))
    .min(1)
    .max(50),
  windowDays: z.number().int().min(1).max(365),
  dashboardUrl: httpUrl,
});

// ---------------------------------------------------------------------------------------------

/** The registry: template name -> data schema. templates/index.ts maps the same names to renderers. */
/**
 * registerFirm for a new address: one link that confirms the address (and signs the firm in).
 * Nothing but the firm's own name and contact person, both typed by the firm.
 */
const firmEmailConfirmationSchema = z.object({
  contactName: line(),
  firmName: line(),
  confirmUrl: httpUrl,
  /** Last day the link works, YYYY-MM-DD. */
  expiresOn: z.iso.date(),
});

/**
 * registerFirm for an address that already has an account: nothing is created, and the owner of
 * the address learns that someone tried, with the way back into their own account.
 */
const registrationAttemptSchema = z.object({
  signInUrl: httpUrl,
  resetLink: httpUrl,
});

/** closeFirmAccount: the firm's last email, to the login address, saying what was erased and kept. */
/** A firm nobody signed in to for about 11 (then 11.5) months: sign in to keep it, or it closes. */
const firmInactiveWarningSchema = z.object({
  firmName: line(),
  warning: z.enum(['first', 'second']),
  /** The last sign-in, and the earliest closing day (SAST days such as '25 Dec 2026'). */
  lastSignIn: line(40),
  closesOn: line(40),
  signInUrl: httpUrl,
});

const firmAccountClosedSchema = z.object({
  firmName: line(),
  invoicesKept: z.number().int().min(0),
});

/**
 * subscribeToLegalUpdates: the double opt-in. One link to the confirmation page (which asks for a
 * click); nothing else, so a stranger who typed someone's address learns them nothing.
 */
const legalUpdatesConfirmationSchema = z.object({
  confirmUrl: httpUrl,
  /** Last day the link works, YYYY-MM-DD. */
  expiresOn: z.iso.date(),
});

/**
 * sendLegalUpdate: the operator's update to one confirmed subscriber. Plain text (the callable
 * refuses HTML and control characters; the template escapes it), and the subscriber's own
 * unsubscribe link, which the template also puts in the List-Unsubscribe header.
 */
const legalUpdateSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(LEGAL_UPDATE_LIMITS.subject)
    .refine((v) => !/[\r\n]/.test(v), 'one line'),
  body: z
    .string()
    .trim()
    .min(1)
    .max(LEGAL_UPDATE_LIMITS.body)
    .refine((v) => !hasControlCharacters(v, { lineBreaks: true }), 'control characters'),
  unsubscribeUrl: httpUrl,
});

/** cancelSubscription: billing stopped; the paid plan runs to `accessUntil` (a SAST day, '25 Dec 2026'). */
const subscriptionCancelledSchema = z.object({
  firmName: line(),
  planName: line(60),
  accessUntil: line(40),
  dashboardUrl: httpUrl,
});

/** The scheduled end of a cancelled plan (or a cancel with no paid time left): the firm is on Basic now. */
const planDowngradedSchema = z.object({
  firmName: line(),
  previousPlanName: line(60),
  dashboardUrl: httpUrl,
});

/** For the operator: a firm started, changed or cancelled a paid plan (src/domain/payments/plan-events.ts). */
const operatorPlanEventSchema = planEventSchema.extend({
  firmName: line(),
  /** The control panel, where the same line is listed. */
  panelUrl: httpUrl,
});

// ---- The firm's answer and consultations (src/domain/answers; docs/answers.md) -------------------

const epochMs = z.number().int().min(0).max(8.64e15);
/** A consultation time as stored (src/domain/answers/documents.ts). */
const mailSlot = storedSlotSchema;
/** The invitation's identity and version: iCalendar UID, SEQUENCE, DTSTAMP (when this version was made). */
const invitation = { uid: line(200), sequence: z.number().int().min(0).max(1000), stampedAt: epochMs };

/**
 * The firm's answer, to the client (on their chosen channels): the whole answer in the email (the
 * firm's message, the estimate as figures, the times or the callback window) and the answer page's
 * link (each time links to it too: opening a link books nothing, the page does, so a mail scanner
 * that follows links books no one). The WhatsApp/SMS alert carries only the link.
 */
const answerReceivedSchema = z.object({
  /** First name for a person, the contact person for a business. */
  name: clientLine(),
  firmName: line(),
  need: words(),
  leadId: reference,
  message: typedText(2000),
  fee: feeEstimateSchema,
  offer: storedOfferSchema,
  /** This answer corrects an earlier one. */
  replacesEarlier: z.boolean(),
  answerUrl: httpUrl,
  /** Last instant the answer's link works. */
  expiresAt: epochMs,
});

/**
 * A consultation booked, moved or cancelled, to the client, with the calendar invitation
 * (METHOD:REQUEST, or CANCEL). `by` and `reason` say who changed it and why (moves and cancels).
 */
const consultationClientSchema = z.object({
  kind: z.enum(['booked', 'moved', 'cancelled']),
  by: z.enum(['client', 'firm']),
  reason: typedText(500).optional(),
  name: clientLine(),
  /** The client's address: the invitation's one attendee (the mail's own recipient). */
  clientEmail: email,
  firmName: line(),
  need: words(),
  slot: mailSlot,
  ...invitation,
  /** The consultation page (move, cancel); absent once cancelled. */
  consultationUrl: httpUrl.optional(),
});

/** The client's reminder a day before the consultation (no invitation: the calendar already has it). */
const consultationReminderSchema = z.object({
  name: clientLine(),
  firmName: line(),
  slot: mailSlot,
  consultationUrl: httpUrl,
});

/**
 * The firm's side of a consultation: booked, moved or cancelled (with the invitation), or "none of
 * these times suit me" (the client's note; answer again from the lead). Names the need and the
 * reference, never the client's contact details (an accepted open lead may not be released yet).
 */
const consultationFirmSchema = z.object({
  kind: z.enum(['booked', 'moved', 'cancelled', 'times-declined']),
  by: z.enum(['client', 'firm']),
  reason: typedText(500).optional(),
  /** The client's note with "none of these times suit me" (may be absent). */
  note: typedText(500).optional(),
  firmName: line(),
  /** The firm's address: the invitation's one attendee (the mail's own recipient). */
  firmEmail: email,
  need: words(),
  leadId: reference,
  /** The consultation (absent for times-declined). */
  slot: mailSlot.optional(),
  uid: line(200).optional(),
  sequence: z.number().int().min(0).max(1000).optional(),
  stampedAt: epochMs,
  dashboardUrl: httpUrl,
});

/**
 * A security-compromise notice to one affected person (POPIA s22(4)-(5)): the frame in their
 * language (the envelope's, a PersonTemplate), the categories as ids the template names in that language, and the
 * Information Officer's own English words (what happened, the possible consequences, the steps
 * taken, who had access if known). Queued by sendCompromiseNotices only.
 */
const compromiseText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasControlCharacters(v, { lineBreaks: true }), 'no control characters');
const securityCompromiseNoticeSchema = z.strictObject({
  /** The day it was discovered, YYYY-MM-DD (South African calendar). */
  discoveredOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  categories: z.array(z.enum(COMPROMISE_CATEGORIES)).min(1),
  summary: compromiseText(2000).pipe(z.string().min(1)),
  consequences: compromiseText(2000).pipe(z.string().min(1)),
  stepsTaken: compromiseText(2000).pipe(z.string().min(1)),
  unauthorisedPerson: compromiseText(500),
});

const MAIL_CONTRACTS = {
  'lead-notification': leadNotificationSchema,
  'client-confirmation': clientConfirmationSchema,
  welcome: welcomeSchema,
  invoice: invoiceSchema,
  'password-reset': passwordResetSchema,
  'firm-email-confirmation': firmEmailConfirmationSchema,
  'registration-attempt': registrationAttemptSchema,
  'firm-account-closed': firmAccountClosedSchema,
  'firm-inactive-warning': firmInactiveWarningSchema,
  'contact-message': contactMessageSchema,
  'correspondent-request': correspondentRequestSchema,
  'lead-release-request': leadReleaseRequestSchema,
  'review-invite': reviewInviteSchema,
  'lead-rerouted': leadReroutedSchema,
  'lead-lapsed': leadLapsedSchema,
  'lead-unanswered': leadUnansweredSchema,
  'contact-check': contactCheckSchema,
  'firm-verification': firmVerificationSchema,
  'firm-paused': firmPausedSchema,
  'legal-updates-confirm': legalUpdatesConfirmationSchema,
  'legal-update': legalUpdateSchema,
  'subscription-cancelled': subscriptionCancelledSchema,
  'plan-downgraded': planDowngradedSchema,
  'operator-plan-event': operatorPlanEventSchema,
  'answer-received': answerReceivedSchema,
  'consultation-client': consultationClientSchema,
  'consultation-reminder': consultationReminderSchema,
  'consultation-firm': consultationFirmSchema,
  'security-compromise-notice': securityCompromiseNoticeSchema,
} as const;

export type MailTemplate = keyof typeof MAIL_CONTRACTS;
export const MAIL_TEMPLATES = Object.keys(MAIL_CONTRACTS) as MailTemplate[];

/**
 * The mails a client receives about their request. Each is queued by the placement module's
 * tellClient (functions/src/leads/placement.ts), whose envelope carries the client's language and
 * request link beside `to` (src/domain/mail/envelope.ts, ClientRecipient); their data never does.
 */
const CLIENT_TEMPLATES = [
  'client-confirmation',
  'lead-release-request',
  'review-invite',
  'lead-rerouted',
  'lead-unanswered',
  'contact-check',
  'answer-received',
  'consultation-client',
  'consultation-reminder',
] as const satisfies readonly MailTemplate[];
export type ClientTemplate = (typeof CLIENT_TEMPLATES)[number];

export function isClientTemplate(name: MailTemplate): name is ClientTemplate {
  return (CLIENT_TEMPLATES as readonly string[]).includes(name);
}

/**
 * The mails to a person about something other than a request of theirs (a security-compromise
 * notice may reach a legal-updates subscriber or a phone number with no lead). Their language
 * rides on the envelope beside `to`, as a client mail's does (enqueueMail's `language`); there is
 * no request link to carry, and their data never names the language either.
 */
const PERSON_TEMPLATES = ['security-compromise-notice'] as const satisfies readonly MailTemplate[];
export type PersonTemplate = (typeof PERSON_TEMPLATES)[number];

export function isPersonTemplate(name: MailTemplate): name is PersonTemplate {
  return (PERSON_TEMPLATES as readonly string[]).includes(name);
}

/** What a template receives (defaults applied). */
export type MailData<T extends MailTemplate> = z.output<(typeof MAIL_CONTRACTS)[T]>;
/** What a producer hands the queue (defaults may be left out). */
export type MailDataInput<T extends MailTemplate> = z.input<(typeof MAIL_CONTRACTS)[T]>;

export function isMailTemplate(name: unknown): name is MailTemplate {
  return typeof name === 'string' && Object.hasOwn(MAIL_CONTRACTS, name);
}

export class MailContractError extends Error {
  constructor(
    readonly template: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(
      `Mail '${template}' data does not match its contract: ${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')}`,
    );
    this.name = 'MailContractError';
  }
}

/** Parses a template's data with its schema; throws MailContractError listing every issue. */
export function parseMailData<T extends MailTemplate>(template: T, data: unknown): MailData<T> {
  const result = MAIL_CONTRACTS[template].safeParse(data);
  if (!result.success) {
    throw new MailContractError(
      template,
      result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return result.data as MailData<T>;
}
