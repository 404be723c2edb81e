/**
 * Leads that are not genuine give a free firm its slot back (docs/firms.md, "Leads that are not
 * genuine"). Two free leads a month are easy to burn: anyone can send two requests from made-up
 * addresses, or from the firm's own. So:
 * - automatically, with no report: a lead whose client address bounces (the receipt was refused by
 *   the client's mail server) or is the firm's own (its login, a user, its domain) costs nothing;
 *   a repeat from the same client never cost anything (the allowance counts distinct clients);
 * - on the firm's report, with a reason code as Google Local Services Ads uses them: the slot comes
 *   back at once when the platform's own records bear the reason out (`reportEvidence`), and
 *   otherwise once the operator agrees.
 * The report, its outcome and any returned slot are kept on the lead, which the firm reads; the
 * operator's queue is leadReports/{leadId}.
 *
 * No Firebase and no imports of the lead's schemas here: lead-documents.ts reads the stored shapes below.
 */
import { z } from 'zod';
import { mailboxKey } from '../mail/mailbox';
import { storedMillisSchema } from '../shared/stored-date';

export const LEAD_REPORT_REASONS = ['spam', 'duplicate', 'wrong-area', 'wrong-practice-area', 'unreachable'] as const;
export type LeadReportReason = (typeof LEAD_REPORT_REASONS)[number];

/** What the firm picks from, and what the operator and the firm read back. */
export const LEAD_REPORT_REASON_LABELS: Record<LeadReportReason, string> = {
  spam: 'Spam or not a real request',
  duplicate: 'Duplicate of an earlier lead',
  'wrong-area': 'Outside the areas we serve',
  'wrong-practice-area': 'A legal need we do not handle',
  unreachable: 'The client cannot be reached',
};

/** Why a slot came back: on its own (bounced, own address) or through a report. */
const SLOT_RETURN_REASONS = ['bounced', 'own-address', 'report'] as const;
export type SlotReturnReason = (typeof SLOT_RETURN_REASONS)[number];

const LEAD_REPORT_STATES = ['open', 'accepted', 'declined'] as const;
export type LeadReportState = (typeof LEAD_REPORT_STATES)[number];
/** Who settled a report: the platform's records (reportEvidence) or the operator. */
const LEAD_REPORT_DECIDERS = ['evidence', 'operator'] as const;

/** A lead may be reported this long after it arrived; after that its month is long settled. */
export const LEAD_REPORT_WINDOW_DAYS = 30;
/** The firm's optional note, and the operator's required one. */
export const LEAD_REPORT_NOTE_MAX = 500;
export const LEAD_REPORT_DECISION_NOTE_MIN = 5;
/** Earlier leads a duplicate report is checked against: this many days back from the lead. */
export const DUPLICATE_LOOKBACK_DAYS = 30;

export const LEAD_REPORT_MESSAGES = {
  reason: 'Please choose why this lead is not genuine.',
  noteTooLong: `Please keep the note to ${LEAD_REPORT_NOTE_MAX} characters or fewer.`,
  decisionNoteTooShort: `Please give the firm a reason of at least ${LEAD_REPORT_DECISION_NOTE_MIN} characters.`,
  controlCharacters: 'Please remove the special control characters from the note.',
  noLinks: 'Please leave out web links.',
  /** The firm's refusals. */
  leadNotFound: 'That lead could not be found. Please reload your leads.',
  notYourLead: 'You can only report leads sent to your own firm.',
  alreadyReported: 'You have already reported this lead. Its outcome shows on the lead.',
  alreadyReturned: 'This lead has already been given back, so it does not count against your plan.',
  converted: 'This lead is marked Converted, so it was genuine. Change its status first if that was a mistake.',
  tooOld: `Leads can be reported up to ${LEAD_REPORT_WINDOW_DAYS} days after they arrive.`,
  /** The operator's. */
  reportNotFound: 'That report could not be found. Please reload the list.',
  alreadyDecided: 'This report has already been decided.',
} as const;

/** The returned slot, on the lead (functions only). */
export const slotReturnSchema = z.strictObject({ at: storedMillisSchema, reason: z.enum(SLOT_RETURN_REASONS) });
export type SlotReturn = z.infer<typeof slotReturnSchema>;

/** The firm's report and its outcome, on the lead (functions only), so the firm sees it with the lead. */
export const leadReportOnLeadSchema = z.strictObject({
  reason: z.enum(LEAD_REPORT_REASONS),
  state: z.enum(LEAD_REPORT_STATES),
  reportedAt: storedMillisSchema,
  decidedAt: storedMillisSchema.optional(),
  decidedBy: z.enum(LEAD_REPORT_DECIDERS).optional(),
  /** Why it was decided so: the evidence found, or the operator's note to the firm. */
  outcome: z.string().max(LEAD_REPORT_NOTE_MAX).optional(),
});
export type LeadReportOnLead = z.infer<typeof leadReportOnLeadSchema>;

/**
 * Whether the lead fitted the firm when it was written: its place scored above the "elsewhere"
 * tier, and its need above "no practice match". Recorded at creation from the firm as it then was,
 * so a firm cannot drop an area afterwards to have a lead count as "wrong area".
 */
export const leadFitSchema = z.strictObject({ area: z.boolean(), practiceArea: z.boolean() });
export type LeadFit = z.infer<typeof leadFitSchema>;

/** The facts `reportEvidence` weighs, read by the callable from the lead and the firm's other leads. */
interface ReportFacts {
  fit: LeadFit | undefined;
  /** An earlier lead to the same firm from the same client (sameClient), within DUPLICATE_LOOKBACK_DAYS. */
  earlierLeadFromSameClient: boolean;
}

/**
 * The platform's own evidence for a report, or null when only the operator can judge it. Spam and
 * unreachable are never provable from records (a bounced address already gave its slot back), so
 * they always wait for the operator.
 */
export function reportEvidence(reason: LeadReportReason, facts: ReportFacts): string | null {
  if (reason === 'duplicate' && facts.earlierLeadFromSameClient)
    return `An earlier lead to your firm came from the same email address, phone number, or name with the same need within ${DUPLICATE_LOOKBACK_DAYS} days.`;
  if (reason === 'wrong-area' && facts.fit && !facts.fit.area)
    return 'The client’s area was not one of your listed areas when the lead was sent.';
  if (reason === 'wrong-practice-area' && facts.fit && !facts.fit.practiceArea)
    return 'The client’s legal need was not one of your practice areas when the lead was sent.';
  return null;
}

/** The line a firm reads on a reported or returned lead. */
export function leadReportStatusLine(lead: { report?: LeadReportOnLead; slotReturn?: SlotReturn }): string | null {
  const { report, slotReturn } = lead;
  if (slotReturn?.reason === 'bounced') return 'Not counted: the client’s email address does not exist.';
  if (slotReturn?.reason === 'own-address') return 'Not counted: it was sent from your firm’s own address.';
  if (!report) return null;
  const reason = LEAD_REPORT_REASON_LABELS[report.reason];
  if (report.state === 'open') return `Reported (${reason}): the operator is reviewing it.`;
  if (report.state === 'accepted') return `Report accepted (${reason}): this lead does not count against your plan.`;
  return `Report declined (${reason})${report.outcome ? `: ${report.outcome}` : '.'}`;
}

/** The parts of a lead's formData that say who the client is and what they asked. */
export interface ClientFields {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  practiceArea?: string;
  subcategory?: string;
  specificItem?: string;
  serviceType?: string;
}

const words = (value: string | undefined) => (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The person or company by name, with the need they asked about: a made-up address does not hide a repeat. */
function nameAndNeed(client: ClientFields): string | null {
  const name = words(client.companyName) || `${words(client.firstName)} ${words(client.lastName)}`.trim();
  const need = client.specificItem ?? client.subcategory ?? client.serviceType ?? client.practiceArea;
  return name && need ? `${name}|${need}` : null;
}

/**
 * Whether two leads came from the same client, as a "duplicate" report means it: the same mailbox
 * (however spelled), the same phone number, or the same name asking about the same need.
 */
export function sameClient(a: ClientFields, b: ClientFields): boolean {
  const same = (x: string | null, y: string | null) => x !== null && x === y;
  return (
    same(a.email ? mailboxKey(a.email) : null, b.email ? mailboxKey(b.email) : null) ||
    same(phoneKey(a.phone), phoneKey(b.phone)) ||
    same(nameAndNeed(a), nameAndNeed(b))
  );
}

/** A phone number's national digits: '+27 82 123 4567' and '082 123 4567' are one number. */
export function phoneKey(phone: string | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 9) return null;
  return digits.startsWith('27') ? digits.slice(2) : digits.replace(/^0/, '');
}

/** leadReports/{leadId} as reportLead and decideLeadReport write it: the operator's queue. */
export const leadReportDocumentSchema = z.strictObject({
  leadId: z.string().min(1).max(128),
  firmId: z.string().min(1).max(128),
  firmName: z.string().max(200).nullable(),
  reason: z.enum(LEAD_REPORT_REASONS),
  note: z.string().max(LEAD_REPORT_NOTE_MAX),
  state: z.enum(LEAD_REPORT_STATES),
  leadCreatedAt: storedMillisSchema,
  practiceArea: z.string().max(100),
  area: z.string().max(200),
  /** Whether the lead used a free slot: only then does accepting give one back. */
  freeSlot: z.boolean(),
  createdAt: storedMillisSchema,
  decidedAt: storedMillisSchema.optional(),
  decidedBy: z.enum(LEAD_REPORT_DECIDERS).optional(),
  decidedByUid: z.string().max(128).optional(),
  outcome: z.string().max(LEAD_REPORT_NOTE_MAX).optional(),
});
export type LeadReportDocument = z.output<typeof leadReportDocumentSchema>;
