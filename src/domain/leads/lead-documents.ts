/**
 * leads/{id} and openLeads/{id} as stored, the lead form's data and the status callable's input.
 */
import { z } from 'zod';
import { phoneSchema } from '../firms/profile';
import { userTypeSchema, businessServiceTypeSchema } from '../matching/criteria';
import {
  EMAIL_MAX,
  CITY_MAX,
  plainName,
  longText,
  emailField,
  documentIdSchema,
  provinceSchema,
  citySchema,
  urgencySchema,
  languageCodeSchema,
  localeSchema,
} from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { storedMillisSchema } from '../shared/stored-date';
import { clockStoppedBySchema, contactClaimSchema } from './contact-claim';
import { MAX_PASSES_ON } from './pass-limits';
import { contactReleaseSchema } from './release';
import { leadFitSchema, leadReportOnLeadSchema, slotReturnSchema } from './reports';

export const LEAD_STATUSES = ['pending', 'contacted', 'converted', 'closed'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

const LEAD_SOURCES = ['matching', 'results', 'featured_firms', 'open_lead'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

const optionalName = plainName(MESSAGES.requiredFields).optional();

/**
 * What the client told us. Email, location and city are required because a lead without them
 * cannot be acted on (the spec's lead creation refuses them).
 */
export const leadFormDataSchema = z.object({
  userType: userTypeSchema.optional(),
  firstName: optionalName,
  lastName: optionalName,
  companyName: plainName(MESSAGES.companyName, 150).optional(),
  contactName: optionalName,
  email: emailField(),
  phone: phoneSchema.optional(),
  city: citySchema,
  location: plainName(MESSAGES.province, CITY_MAX),
  practiceArea: z.string().max(100).optional(),
  serviceType: z.string().max(100).optional(),
  subcategory: z.string().max(100).optional(),
  specificItem: z.string().max(100).optional(),
  urgency: urgencySchema.optional(),
  budget: z.string().max(100).optional(),
  description: longText().optional(),
  additionalDetails: longText().optional(),
  legalTermsAccepted: z.boolean().optional(),
  /** Featured-firm requests: the business service the client chose. */
  category: businessServiceTypeSchema.optional(),
  /** The language the client used the wizard in (absent: English, or a request before issue 27). */
  locale: localeSchema.optional(),
  /** A language the client asked their lawyer to speak (issue 27). */
  lawyerLanguage: languageCodeSchema.optional(),
});
export type LeadFormData = z.infer<typeof leadFormDataSchema>;

/**
 * leads/{id} as stored: every field a writer sets (functions' lead transaction, acceptOpenLead,
 * the analytics trigger's respondedAt, the firm's status change, the seed) and nothing else.
 * Dates are Timestamps, read as epoch millis.
 */
/** Why a lead's response clock stopped (DESIGN.md, "After the first contact"; contact-claim.ts declares the reasons). */
export type ClockStopReason = z.infer<typeof clockStoppedBySchema>['reason'];

export const leadSchema = z.strictObject({
  firmId: documentIdSchema('Missing firm'),
  status: leadStatusSchema,
  province: provinceSchema,
  practiceArea: z.string().max(100),
  source: z.enum(LEAD_SOURCES),
  /**
   * An accepted open lead's formData lacks the client's contact fields until they release them
   * (lead-release.ts); `contactRelease` says where that stands. Direct leads have neither.
   */
  formData: leadFormDataSchema.partial({ email: true }).strict(),
  contactRelease: contactReleaseSchema.optional(),
  /** When the client answered the release email (respondToLeadRelease). */
  releasedAt: storedMillisSchema.optional(),
  declinedAt: storedMillisSchema.optional(),
  createdAt: storedMillisSchema,
  updatedAt: storedMillisSchema,
  assignedAt: storedMillisSchema,
  /** Leads taken from the open-lead board: when, from which open lead and original lead, by which login. */
  acceptedAt: storedMillisSchema.optional(),
  originalLeadId: documentIdSchema('Missing lead').optional(),
  openLeadId: documentIdSchema('Missing open lead').optional(),
  firmEmail: z.string().max(EMAIL_MAX).nullable().optional(),
  /** Set by functions when the status first leaves 'pending'; the firm's response time. */
  respondedAt: storedMillisSchema.optional(),
  /**
   * The response clock (src/domain/firms/response-clock.ts), written by functions only: the deadline
   * (lead transaction, reroute job), whole minutes to the first answer (updateLeadStatus), when
   * the deadline passed unanswered (null while the clock runs, so the job can query for it), and
   * the reroute chain: how many times this case was passed on, every firm it was offered to, and
   * the lead it came from or went to.
   */
  responseDueAt: storedMillisSchema.optional(),
  responseMinutes: z.number().int().nonnegative().optional(),
  lapsedAt: storedMillisSchema.nullable().optional(),
  rerouteCount: z.number().int().min(0).max(MAX_PASSES_ON).optional(),
  triedFirmIds: z
    .array(documentIdSchema('Missing firm'))
    .max(MAX_PASSES_ON + 1)
    .optional(),
  reroutedFromLeadId: documentIdSchema('Missing lead').optional(),
  reroutedToLeadId: documentIdSchema('Missing lead').optional(),
  /** When the firm first opened the lead's details (markLeadSeen); the client's timeline shows it. */
  seenAt: storedMillisSchema.optional(),
  /**
   * The client's name, contact details and description were removed (LEAD_PERSONAL_FIELDS): by
   * the retention job after RETENTION.leadPersonalInfoMonths, or at the client's request.
   */
  personalInfoRemoved: z.strictObject({ at: storedMillisSchema, reason: z.enum(['retention', 'erasure']) }).optional(),
  /** The client withdrew the request from their link (withdrawMyRequest); the firm can no longer act on it. */
  withdrawnAt: storedMillisSchema.optional(),
  /** Whether the lead fitted the firm's areas and needs when written (lead-reports.ts, leadFitSchema). */
  fit: leadFitSchema.optional(),
  /** The lead used one of a free firm's monthly slots (not a repeat client, not the firm's own address). */
  freeSlot: z.boolean().optional(),
  /** The firm's report that the lead is not genuine, and its outcome (lead-reports.ts). */
  report: leadReportOnLeadSchema.optional(),
  /** The lead gave its free-plan slot back: bounced, the firm's own address, or an accepted report. */
  slotReturn: slotReturnSchema.optional(),
  /**
   * The firm's answer inside the platform (src/domain/answers/), written by functions only: when the
   * first answer was delivered to the client, the latest answer (a correction replaces it), the
   * current booking and when it was made, the start of the booked consultation (removed on cancel),
   * and why the response clock stopped (the first of: an answer delivered, a booking, a contact
   * the client confirmed). Public figures, the review invitation and the pause rule count only a
   * lead with `clockStoppedBy`.
   */
  answeredAt: storedMillisSchema.optional(),
  latestAnswerId: documentIdSchema('Missing answer').optional(),
  bookedAt: storedMillisSchema.optional(),
  bookingId: documentIdSchema('Missing booking').optional(),
  consultationAt: storedMillisSchema.optional(),
  clockStoppedBy: clockStoppedBySchema.optional(),
  /** What the client agreed to in the wizard (written with new leads); `reroute` allows passing the case on. */
  consent: z
    .strictObject({
      purpose: z.string().max(500),
      policyVersion: z.string().max(50),
      givenAt: storedMillisSchema,
      shareWithOtherFirms: z.boolean(),
      reroute: z.boolean(),
    })
    .optional(),
  // ---- Contact claims (issue 35; src/domain/leads/contact-claim.ts) ----
  /** "Mark as contacted": the firm's claim, the client's answer and a dispute of a No. */
  contactClaim: contactClaimSchema.optional(),
});
export type Lead = z.infer<typeof leadSchema>;

/** The dashboard's status change (updateLeadStatus): the firm's own lead, one of the four statuses. */
export const updateLeadStatusInputSchema = z.object({
  leadId: documentIdSchema('Missing lead'),
  status: leadStatusSchema,
});
export interface UpdateLeadStatusResult {
  status: LeadStatus;
  /** Minutes from the lead's arrival to the firm's first answer; null while still pending. */
  responseMinutes: number | null;
}

const OPEN_LEAD_STATES = ['open', 'taken'] as const;

/** openLeads/{id}: the reduced copy other paid firms in the province may see before accepting. */
export const openLeadSchema = z.strictObject({
  province: provinceSchema,
  practiceArea: z.string().max(100),
  serviceLabel: z.string().trim().min(1).max(150),
  displayName: z.string().trim().min(1).max(150),
  state: z.enum(OPEN_LEAD_STATES),
  originalLeadId: documentIdSchema('Missing lead'),
  createdAt: storedMillisSchema,
  /** Set by acceptOpenLead when a firm takes it. */
  takenByFirmId: documentIdSchema('Missing firm').optional(),
  takenAt: storedMillisSchema.optional(),
});
export type OpenLead = z.infer<typeof openLeadSchema>;
