/**
 * Firm verification and suspension: one owner of the rules. A new firm starts pending; an operator
 * checks the Legal Practice Council's public roll and, for practitioners who need one, the Fidelity
 * Fund certificate, then approves or rejects. Verification lapses when the certificate's year ends.
 * An operator may suspend and reinstate a firm. Only a listed firm (active, verified, not suspended)
 * is matched, featured, sent leads or shown to the public.
 *
 * The public firm document carries only `verification` (state, when, what was checked, the
 * certificate year it lasts through), `suspended` and the derived `listed`. The evidence (the
 * numbers, who checked, reasons) lives in firms/{id}/private/verification.
 */
import { z } from 'zod';
import { monthKey } from '../payments/plans';
import { documentIdSchema } from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { storedDateSchema } from '../shared/stored-date';
import { isResponsePaused } from './response-pause-rule';

const VERIFICATION_STATES = ['pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What an operator checks before approving a firm. */
const VERIFICATION_CHECKS = ['lpc-roll', 'fidelity-fund-certificate'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/** The LPC's public roll, where an operator checks a practitioner's registration. */
export const LPC_ROLL_URL = 'https://lpc.org.za/';

export const VERIFICATION_MESSAGES = {
  fidelityRequired: 'Please say whether your practice needs a Fidelity Fund certificate',
  certificateNumber: 'Please enter your Fidelity Fund certificate number',
  certificateYear: 'Please enter the year your Fidelity Fund certificate is for',
  certificateExpired: (year: number) =>
    `Fidelity Fund certificates are issued per calendar year; please enter your certificate for ${year}`,
  lpcChecked: 'Please confirm that you found the firm on the LPC roll',
  fidelityChecked: "Please confirm that you checked the firm's Fidelity Fund certificate",
  rejectReason: 'Please give the firm a reason (at least 10 characters)',
  suspendReason: 'Please give a reason (at least 10 characters)',
  notPending: 'This firm is not waiting for verification.',
  alreadySuspended: 'This firm is already suspended.',
  notSuspended: 'This firm is not suspended.',
  approved: 'Firm verified',
  rejected: 'Firm rejected; the firm has been emailed the reason',
  suspended: 'Firm suspended',
  reinstated: 'Firm reinstated',
  pendingBanner:
    'Your firm is waiting for verification. We check the Legal Practice Council roll and, where your practice needs one, your Fidelity Fund certificate. Until then your firm is not shown to clients and receives no leads.',
  rejectedBanner: 'We could not verify your firm:',
  suspendedBanner:
    'Your firm is suspended: it is not shown to clients and receives no leads. Please contact us if you believe this is a mistake.',
} as const;

/**
 * The public verification summary stored on firms/{id}: what the badge says. `checks` names what
 * the operator checked; `validThroughYear` is the Fidelity Fund certificate's year (the
 * verification lapses on 1 January after it), null when the practice needs no certificate.
 */
export const firmVerificationSchema = z
  .object({
    state: z.enum(VERIFICATION_STATES),
    verifiedAt: storedDateSchema.nullable(),
    checks: z.array(z.enum(VERIFICATION_CHECKS)).max(VERIFICATION_CHECKS.length),
    validThroughYear: z.number().int().min(2000).max(2100).nullable(),
  })
  .strict();
type FirmVerification = z.output<typeof firmVerificationSchema>;

/** A new firm: pending, nothing checked. */
export const PENDING_VERIFICATION: FirmVerification = {
  state: 'pending',
  verifiedAt: null,
  checks: [],
  validThroughYear: null,
};

/** The Fidelity Fund answer registration collects (private evidence). */
export const fidelityFundSchema = z
  .object({
    certificateNumber: z
      .string({ error: VERIFICATION_MESSAGES.certificateNumber })
      .trim()
      .min(3, VERIFICATION_MESSAGES.certificateNumber)
      .max(50, VERIFICATION_MESSAGES.certificateNumber)
      .regex(/^[A-Za-z0-9 /-]+$/, VERIFICATION_MESSAGES.certificateNumber),
    year: z
      .number({ error: VERIFICATION_MESSAGES.certificateYear })
      .int(VERIFICATION_MESSAGES.certificateYear)
      .min(2000, VERIFICATION_MESSAGES.certificateYear)
      .max(2100, VERIFICATION_MESSAGES.certificateYear),
  })
  .strict();
export type FidelityFund = z.output<typeof fidelityFundSchema>;

const actorSchema = z.strictObject({ uid: z.string().min(1), email: z.string().nullable() });

/** firms/{id}/private/verification as stored: the evidence and every decision about it. */
export const firmVerificationRecordSchema = z
  .object({
    lpcNumber: z.string().min(1).max(50),
    /** Null: the practice said it needs no Fidelity Fund certificate. */
    fidelityFund: fidelityFundSchema.nullable(),
    submittedAt: storedDateSchema,
    /** The last operator decision; null while none was made. */
    decision: z
      .strictObject({
        state: z.enum(['verified', 'rejected']),
        by: actorSchema,
        at: storedDateSchema,
        checks: z.array(z.enum(VERIFICATION_CHECKS)),
        note: z.string().max(1000),
        reason: z.string().max(1000).nullable(),
      })
      .nullable(),
    suspension: z.strictObject({ reason: z.string().max(1000), by: actorSchema, at: storedDateSchema }).nullable(),
    /** When the last verification lapsed with its certificate year. */
    lapsedAt: storedDateSchema.nullable(),
  })
  .strict();
export type FirmVerificationRecord = z.output<typeof firmVerificationRecordSchema>;

/** What a firm's listing depends on. */
export interface ListingSource {
  status?: unknown;
  verification?: unknown;
  suspended?: unknown;
  /** Paused from matching after unanswered leads (response-pause.ts). */
  responsePause?: unknown;
}

/**
 * Whether the public may see the firm and matching may find it: active, verified, not suspended,
 * not paused for unanswered leads (response-pause.ts).
 * Stored on the firm document as `listed` (derived by every writer, firmDerivedFields), read by
 * the rules, the browser's lists, the match index and the exhaustive scan alike.
 */
export function isFirmListed(firm: ListingSource): boolean {
  const verification = firm.verification as { state?: unknown } | null | undefined;
  return firm.status === 'active' && verification?.state === 'verified' && firm.suspended === false && !isResponsePaused(firm);
}

/** The calendar year in South Africa at `now`. */
export function sastYear(now: Date | number): number {
  return Number(monthKey(now).slice(0, 4));
}

/** The certificate years a registration may give: this SAST year or the next. */
export function fidelityYearError(year: number, now: Date | number): string | null {
  const current = sastYear(now);
  return year < current || year > current + 1 ? VERIFICATION_MESSAGES.certificateExpired(current) : null;
}

/**
 * The lapse rule: a verification backed by a Fidelity Fund certificate ends with the certificate's
 * year, so from 1 January (SAST) after it the firm is pending again. Pure: the scheduled job asks
 * this of every verified firm with the clock it was given.
 */
export function verificationLapsed(
  verification: Pick<FirmVerification, 'state' | 'validThroughYear'>,
  now: Date | number,
): boolean {
  return (
    verification.state === 'verified' && verification.validThroughYear !== null && verification.validThroughYear < sastYear(now)
  );
}

/** The public summary an approval stores. */
export function verifiedSummary(
  checks: readonly VerificationCheck[],
  fidelity: FidelityFund | null,
  now: Date,
): FirmVerification {
  return {
    state: 'verified',
    verifiedAt: now,
    checks: VERIFICATION_CHECKS.filter((c) => checks.includes(c)),
    validThroughYear: fidelity && checks.includes('fidelity-fund-certificate') ? fidelity.year : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Operator callables
// ---------------------------------------------------------------------------------------------

const firmId = documentIdSchema(MESSAGES.chooseFirm);
const reason = (message: string) => z.string({ error: message }).trim().min(10, message).max(1000, message);

/** The operator's approval: the LPC roll was checked (required), the certificate where one was given. */
export const approveVerificationSchema = z
  .object({
    outcome: z.literal('approve'),
    lpcRollChecked: z.literal(true, { error: VERIFICATION_MESSAGES.lpcChecked }),
    fidelityChecked: z.boolean(),
    note: z.string().trim().max(1000).default(''),
  })
  .strict();

/** The operator's rejection: a reason the firm is emailed. */
export const rejectVerificationSchema = z
  .object({ outcome: z.literal('reject'), reason: reason(VERIFICATION_MESSAGES.rejectReason) })
  .strict();

/** decideFirmVerification: approve (with what was checked) or reject (with a reason the firm is emailed). */
export const decideFirmVerificationInputSchema = z
  .object({
    firmId,
    decision: z.discriminatedUnion('outcome', [approveVerificationSchema, rejectVerificationSchema], {
      error: 'Please choose approve or reject',
    }),
  })
  .strict();
export type DecideFirmVerificationInput = z.input<typeof decideFirmVerificationInputSchema>;
export interface DecideFirmVerificationResult {
  firmId: string;
  state: 'verified' | 'rejected';
}

/** The operator's suspension form: the reason (also for a reinstatement). */
export const suspensionReasonSchema = z.object({ reason: reason(VERIFICATION_MESSAGES.suspendReason) }).strict();

/** setFirmSuspension: suspend or reinstate, always with a reason. */
export const setFirmSuspensionInputSchema = z
  .object({ firmId, suspended: z.boolean(), reason: suspensionReasonSchema.shape.reason })
  .strict();
export type SetFirmSuspensionInput = z.input<typeof setFirmSuspensionInputSchema>;
export interface SetFirmSuspensionResult {
  firmId: string;
  suspended: boolean;
}
