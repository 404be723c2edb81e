/**
 * The one firm model: the complete stored documents firms/{id} (public) and
 * firms/{id}/private/account (functions only), every field any writer stores, derived ones
 * included. Writers build them through planChange (plan-change.ts) and the registration and test
 * factories; readers parse them through a converter (src/lib/firestore.ts, the functions' firm
 * store), never with `as`.
 *
 * Dates: stored as Firestore Timestamps. The domain stays Firebase-free, so a stored date is
 * accepted as a JS Date (both SDKs store a Date as a Timestamp) or as anything Timestamp-like
 * (`toDate()`, which both SDKs' Timestamp classes have), and always parses to a Date. An ISO
 * string or epoch number is refused: that is the drift this model exists to stop.
 */
import { z } from 'zod';
import { MAX_MATCH_KEYS } from '../matching/match-bounds';
import { PAID_PLAN_IDS, PLAN_IDS } from '../payments/plan-ids';
import { UNLIMITED } from '../payments/plans';
import { storedDateSchema } from '../shared/stored-date';
import { normaliseFirmName } from './options';
import { FIRM_STATUSES, firmContactSchema, firmProfileSchema } from './profile';
import { responsePauseSchema } from './response-pause';
import {
  firmVerificationRecordSchema,
  firmVerificationSchema,
  isFirmListed,
  type FirmVerificationRecord,
  type ListingSource,
} from './verification';

/** 'YYYY-MM' of a SAST calendar month (see monthKey). */
const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month key YYYY-MM');

/**
 * firms/{id} as stored. Profile fields come from firmProfileSchema (the same rules as the forms);
 * the rest is written by functions only.
 */
export const firmDocumentSchema = firmProfileSchema
  .extend({
    /** Set once, by registration: the firm accepted the legal terms. Seeded firms carry it too. */
    legalTermsAccepted: z.literal(true),
    /**
     * Legacy: the quota flag now lives in the server-only match index (see splitQuotaFields).
     * Documents written before it moved carry it until their next write removes it; nothing reads it here.
     */
    leadsFullMonth: monthKeySchema.nullable().optional(),
    /** normaliseFirmName(firmName), derived by the firm writers: the operator's name-prefix search. */
    firmNameKey: z.string().max(200),
    /** Operator verification (firm-verification.ts): public summary only, evidence is private. */
    verification: firmVerificationSchema,
    /** Set and cleared by an operator (setFirmSuspension), with a reason kept privately. */
    suspended: z.boolean(),
    /** Paused from matching after unanswered leads, until the firm resumes (response-pause.ts); functions only. */
    responsePause: responsePauseSchema.optional(),
    /** isFirmListed(this document), derived by the firm writers: the public, matching and rules switch. */
    listed: z.boolean(),
    /**
     * Legacy: the login's uid was once kept here, on the public document. It is no longer written
     * (it lives on the private account, adminUserId); older documents may still carry it.
     */
    adminUserId: z.string().min(1).optional(),
    /** Sum of the stars of the visible reviews (reviews.ts); rating is ratingSum / reviewCount. */
    ratingSum: z.number().int().nonnegative().optional(),
    createdAt: storedDateSchema,
    updatedAt: storedDateSchema,
    /** Spec section 4's name for updatedAt, written together with it by every plan change. */
    lastUpdated: storedDateSchema.optional(),
    /**
     * The measured response time the public card shows (response-clock.ts), kept by functions
     * only: leads answered in the last 90 days, and their median minutes once there are enough
     * (null below MIN_ANSWERED_FOR_MEDIAN). Replaces the free-text responseTime on every card.
     */
    responseStats: z
      .strictObject({
        answeredLeads: z.number().int().nonnegative(),
        medianMinutes: z.number().int().nonnegative().nullable(),
        updatedAt: storedDateSchema,
      })
      .optional(),
  })
  .strict();
/**
 * firmMatchIndex/{firmId} as stored (server only; derived by firmMatchIndex in
 * src/domain/matching/match-keys.ts from the firm document written in the same transaction).
 * Rating and plan rank are always numbers here, so the ordered candidate query finds every active
 * firm, whatever an older firm document holds.
 */
export const firmMatchIndexSchema = z
  .object({
    status: z.enum(FIRM_STATUSES),
    rating: z.number().min(0).max(5),
    planRank: z.number().int().min(1).max(3),
    matchKeys: z.array(z.string().min(1).max(200)).max(MAX_MATCH_KEYS),
    /** The month a free firm used its allowance in (lead transaction); null or absent otherwise. */
    leadsFullMonth: monthKeySchema.nullable().optional(),
  })
  .strict();
export type FirmMatchIndexDocument = z.output<typeof firmMatchIndexSchema>;

/**
 * The quota flag `leadsFullMonth` is server-only: the firm writers (functions/src/shared/firm-store.ts,
 * the test factory and the seed) store it in the match index, which browsers cannot read, never
 * on the public firm document. This splits a firm write into the two.
 */
export function splitQuotaFields<T extends Record<string, unknown>>(
  fields: T,
): { publicFields: Omit<T, 'leadsFullMonth'>; quota: { leadsFullMonth?: string | null } } {
  const { leadsFullMonth, ...publicFields } = fields;
  return {
    publicFields,
    quota: leadsFullMonth === undefined ? {} : { leadsFullMonth: leadsFullMonth as string | null },
  };
}

/** A firm document as read: dates are Dates. Writers may pass this shape as is. */
export type FirmDocument = z.output<typeof firmDocumentSchema>;
export type FirmDocumentInput = z.input<typeof firmDocumentSchema>;

const PAYMENT_STATUSES = ['active', 'cancelled', 'pending'] as const;

/** 'none': never had a PayFast subscription; 'active': one is live; 'inactive': it ended. */
const SUBSCRIPTION_STATUSES = ['none', 'active', 'inactive'] as const;

/** The plan-owned fields of the private account: planChange returns every one of them. */
export const accountPlanFieldsSchema = z.object({
  leadsThisMonth: z.number().int().nonnegative(),
  /** 'YYYY-MM' of the SAST month leadsThisMonth counts (see monthKey). */
  leadMonth: monthKeySchema.nullable(),
  maxLeadsPerMonth: z.number().int().min(UNLIMITED),
  lastLeadReset: storedDateSchema,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The paid plan chosen at registration, waiting for its first payment. */
  pendingPlan: z.enum(PAID_PLAN_IDS).nullable(),
  /** The live PayFast subscription's token; notices carrying any other token change nothing. */
  subscriptionToken: z.string().min(1).max(200).nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** Premium's free first month has been given (it is given once per firm). */
  premiumTrialUsed: z.boolean(),
  lastPaymentDate: storedDateSchema.nullable(),
  nextPaymentDate: storedDateSchema.nullable(),
  /**
   * A cancelled paid plan's end: the paid-through date, when the scheduled job moves the firm to
   * free (src/domain/payments/billing.ts). Null or absent: no end is scheduled.
   */
  cancelAt: storedDateSchema.nullable().optional(),
});
export type AccountPlanFields = z.output<typeof accountPlanFieldsSchema>;

/** firms/{id}/private/account as stored: contact details, plan counters and billing. */
export const firmAccountSchema = firmContactSchema
  .extend(accountPlanFieldsSchema.shape)
  .extend({
    createdAt: storedDateSchema,
    updatedAt: storedDateSchema,
    /**
     * What the firm accepted at registration (terms, Data Processing Agreement, privacy, disclaimer
     * and cookie policies, FIRM_AGREEMENTS_VERSION) and when. Absent on firms registered before it was recorded.
     */
    agreements: z.strictObject({ version: z.string().min(1).max(40), acceptedAt: storedDateSchema }).optional(),
    /** The Auth uid of the firm's own login; absent until a login exists (seeded directory firms). Private: the public firm document carries only what visitors see. */
    adminUserId: z.string().min(1).optional(),
    /**
     * When the firm confirmed its address: null from registration until the emailed link is
     * followed (confirmFirmEmail), which the retention job queries to close registrations never
     * confirmed (RETENTION.unconfirmedRegistrationDays). Absent means confirmed: firms registered
     * before it was recorded, seeded and operator-made firms.
     */
    emailConfirmedAt: storedDateSchema.nullable().optional(),
  })
  .strict();
export type FirmAccount = z.output<typeof firmAccountSchema>;
export type FirmAccountInput = z.input<typeof firmAccountSchema>;

/**
 * The plan-owned firm fields (planChange returns them; match fields follow). `leadsFullMonth` goes
 * to the match index, not the public document (splitQuotaFields).
 */
export interface FirmPlanFields {
  packageType: (typeof PLAN_IDS)[number];
  leadsFullMonth: null;
  updatedAt: Date;
  lastUpdated: Date;
}

/** Raised when a stored firm document does not match the model; names the firm and the fields. */
export class FirmDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly string[],
  ) {
    super(`${path} does not match the firm model: ${issues.join('; ')}`);
    this.name = 'FirmDocumentError';
  }
}

function parseWith<S extends z.ZodType>(schema: S, path: string, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new FirmDocumentError(
    path,
    parsed.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`),
  );
}

/** Parses firms/{firmId} as stored; throws FirmDocumentError naming every field that is off. */
export function parseFirmDocument(firmId: string, data: unknown): FirmDocument {
  return parseWith(firmDocumentSchema, `firms/${firmId}`, data);
}

/** Parses firms/{firmId}/private/account as stored. */
export function parseFirmAccount(firmId: string, data: unknown): FirmAccount {
  return parseWith(firmAccountSchema, `firms/${firmId}/private/account`, data);
}

/** Parses firms/{firmId}/private/verification as stored (the evidence and decisions). */
export function parseFirmVerificationRecord(firmId: string, data: unknown): FirmVerificationRecord {
  return parseWith(firmVerificationRecordSchema, `firms/${firmId}/private/verification`, data);
}

/**
 * Fields of `firms/{id}` derived from others, which every writer sets with them: `firmNameKey` is
 * the folded name (normaliseFirmName, as the uniqueness claim uses) the operator's firm list
 * searches by prefix ('smith co' finds 'Smith & Co.'); `listed` says whether the public may see
 * the firm and matching may find it (isFirmListed: active, verified, not suspended).
 */
export function firmDerivedFields(firm: { firmName?: unknown } & ListingSource): { firmNameKey: string; listed: boolean } {
  return {
    firmNameKey: normaliseFirmName(typeof firm.firmName === 'string' ? firm.firmName : ''),
    listed: isFirmListed(firm),
  };
}
