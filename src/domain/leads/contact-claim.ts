/**
 * "Mark as contacted" is a claim the client confirms (issue 35, DESIGN.md "After the first
 * contact"). The firm's first move away from 'pending' records `contactClaim` on the lead and holds
 * the response clock (the lead is no longer pending, so the reroute job leaves it); within a day the
 * client is asked "Did <firm> contact you?" (functions/src/leads/contact-check-job.ts). Yes stops the
 * clock (`clockStoppedBy: { reason: 'confirmed-contact' }`); No reopens the request: a lapse for the
 * firm and a send-on offer for the client. Silence leaves an unconfirmed claim that public figures
 * do not count and the operator sees. A firm may dispute a No once; the operator decides.
 *
 * Pure: the builders here are the only shapes the functions write (through record.ts' writers),
 * and the rules (`countsAsAnswered`, `countsAsLapse`) are what the figures, the review invitation
 * and the pause rule ask.
 */
import { BRAND_NAME } from '../shared/brand';
import { z } from 'zod';
import { documentIdSchema } from '../shared/fields';
import { storedMillisSchema } from '../shared/stored-date';
import { SERVER_TIME } from '../shared/write-markers';
import { leadReleaseTokenSchema } from './release';

/** How long the client's Yes / No links work after the question is sent. */
export const CONTACT_CHECK_TTL_DAYS = 7;
/** The question goes out at the first run of the job at least this long after the claim (the call may still be on). */
export const CONTACT_CHECK_DELAY_MS = 60 * 60_000;
/** The job's schedule; with the delay, a client is asked well within a day of the claim. */
export const CONTACT_CHECK_EVERY_MINUTES = 30;
/** The firm's note when it disputes a No. */
export const CONTACT_DISPUTE_NOTE_MAX = 1000;
export const CONTACT_DECISION_NOTE_MAX = 1000;

const CONTACT_CLAIM_STATES = ['asked', 'confirmed', 'denied', 'unanswered'] as const;
const CONTACT_ANSWERS = ['yes', 'no'] as const;
export type ContactAnswer = (typeof CONTACT_ANSWERS)[number];
const DISPUTE_DECISIONS = ['upheld', 'rejected'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** leads/{id}.contactClaim as stored (CONTRACT.md). `askedAt` is null until the question is sent, so the job can query for it. */
export const contactClaimSchema = z.strictObject({
  at: storedMillisSchema,
  state: z.enum(CONTACT_CLAIM_STATES),
  askedAt: storedMillisSchema.nullable().optional(),
  answeredAt: storedMillisSchema.optional(),
  dispute: z
    .strictObject({
      note: z.string().max(CONTACT_DISPUTE_NOTE_MAX),
      at: storedMillisSchema,
      decision: z.enum(DISPUTE_DECISIONS).optional(),
      decidedAt: storedMillisSchema.optional(),
      decisionNote: z.string().max(CONTACT_DECISION_NOTE_MAX).optional(),
    })
    .optional(),
});
export type ContactClaim = z.infer<typeof contactClaimSchema>;

/**
 * leads/{id}.clockStoppedBy (CONTRACT.md): why and when the response clock stopped. The answer
 * flow (branch `answers`) writes 'answer' and 'booking'; this module 'confirmed-contact'.
 */
const CLOCK_STOP_REASONS = ['answer', 'booking', 'confirmed-contact'] as const;
export const clockStoppedBySchema = z.strictObject({ reason: z.enum(CLOCK_STOP_REASONS), at: storedMillisSchema });

type LeadUpdate = Record<string, unknown>;

/** The lead fields the rules below read (epoch millis, as leadSchema reads them). */
export interface ClaimedLead {
  lapsedAt?: number | null;
  contactClaim?: ContactClaim;
  clockStoppedBy?: unknown;
}

// ---- The rules: what counts -------------------------------------------------------------------

/**
 * Whether a lead counts as answered for the firm's public median, the review invitation and the
 * pause rule: the client received an answer or a booking, or confirmed the contact. A firm's word
 * alone never counts.
 */
export const countsAsAnswered = (lead: Pick<ClaimedLead, 'clockStoppedBy'>): boolean => !!lead.clockStoppedBy;

/**
 * Whether a lead counts as a lapse towards the pause: its clock ran out or the client said nobody
 * contacted them (both set `lapsedAt`), and no answer or confirmed contact stopped its clock since
 * (an operator who upholds a firm's dispute stops it).
 */
export const countsAsLapse = (lead: ClaimedLead): boolean => typeof lead.lapsedAt === 'number' && !countsAsAnswered(lead);

/** Whether the firm's move away from 'pending' is a new claim: none yet, and the clock not already stopped by an answer. */
export const makesContactClaim = (lead: ClaimedLead): boolean => !lead.contactClaim && !countsAsAnswered(lead);

/** Whether the firm may dispute: the client said No, and the firm has not disputed yet. */
export const mayDispute = (claim: ContactClaim | undefined): boolean => claim?.state === 'denied' && !claim.dispute;

// ---- The writes (through record.ts' lead writers) -------------------------------------------------

/** The firm said it contacted the client: the claim, not yet asked. */
export function contactClaimed(at: Date): LeadUpdate {
  return { contactClaim: { at, state: 'asked', askedAt: null } };
}

/** The question went out to the client. */
export const contactAsked = (at: Date): LeadUpdate => ({ 'contactClaim.askedAt': at });

/** The client said Yes: the clock stops at the claim's time (when the firm said it made contact). */
export function contactConfirmed(claim: Pick<ContactClaim, 'at'>, at: Date): LeadUpdate {
  return {
    'contactClaim.state': 'confirmed',
    'contactClaim.answeredAt': at,
    clockStoppedBy: { reason: 'confirmed-contact', at: new Date(claim.at) },
    updatedAt: SERVER_TIME,
  };
}

/**
 * The client said No: the request reopens. The lead is waiting again ('pending') and lapses now
 * (counted towards the firm's pause by the lapse trigger) unless it had lapsed already, so the
 * reroute job leaves it and the client chooses where it goes next.
 */
export function contactDenied(lead: ClaimedLead, at: Date): LeadUpdate {
  return {
    'contactClaim.state': 'denied',
    'contactClaim.answeredAt': at,
    status: 'pending',
    ...(typeof lead.lapsedAt === 'number' ? {} : { lapsedAt: at }),
    updatedAt: SERVER_TIME,
  };
}

/** The links expired unanswered: an unconfirmed claim, which public figures do not count. */
export const contactUnanswered = (): LeadUpdate => ({ 'contactClaim.state': 'unanswered' });

/** The firm disputes the client's No, once, with its note. */
export const contactDisputed = (note: string, at: Date): LeadUpdate => ({ 'contactClaim.dispute': { note, at } });

/** The operator's decision; an upheld dispute stops the clock as a confirmed contact would have. */
export function contactDisputeDecided(
  claim: ContactClaim & { dispute: NonNullable<ContactClaim['dispute']> },
  decision: DisputeDecision,
  at: Date,
  note: string,
): LeadUpdate {
  const dispute = {
    note: claim.dispute.note,
    at: new Date(claim.dispute.at),
    decision,
    decidedAt: at,
    ...(note ? { decisionNote: note } : {}),
  };
  return {
    'contactClaim.dispute': dispute,
    ...(decision === 'upheld' ? { clockStoppedBy: { reason: 'confirmed-contact', at: new Date(claim.at) } } : {}),
    updatedAt: SERVER_TIME,
  };
}

// ---- Callables' inputs and results ---------------------------------------------------------------

export const getContactCheckInputSchema = z.object({ token: leadReleaseTokenSchema });
export const answerContactCheckInputSchema = z.strictObject({ token: leadReleaseTokenSchema, answer: z.enum(CONTACT_ANSWERS) });
export const disputeContactDenialInputSchema = z.strictObject({
  leadId: documentIdSchema('Missing lead'),
  note: z
    .string()
    .trim()
    .min(10, 'Say what happened, for example when and how you contacted the client (at least 10 characters).')
    .max(CONTACT_DISPUTE_NOTE_MAX, `Keep the note under ${CONTACT_DISPUTE_NOTE_MAX} characters.`),
});
export const decideContactDisputeInputSchema = z.strictObject({
  leadId: documentIdSchema('Missing lead'),
  decision: z.enum(DISPUTE_DECISIONS),
  note: z.string().trim().max(CONTACT_DECISION_NOTE_MAX, `Keep the note under ${CONTACT_DECISION_NOTE_MAX} characters.`),
});

export interface GetContactCheckResult {
  firmName: string;
  need: string;
  /** When the firm says it contacted the client, ISO date-time. */
  claimedAt: string;
  /** Last instant the links work, ISO date-time. */
  expiresAt: string;
}

export interface AnswerContactCheckResult {
  answer: ContactAnswer;
  firmName: string;
  /** After a No: the firms the client may send the request on to at once (the same links as the email's). */
  sendOn: { firmName: string; token: string }[];
}

export interface DisputeContactDenialResult {
  state: 'disputed';
}
export interface DecideContactDisputeResult {
  decision: DisputeDecision;
}

export const CONTACT_CHECK_MESSAGES = {
  unknown: 'This link is not valid. Please open it again from the most recent message we sent you about your request.',
  used: 'You have already answered this question, thank you. Your answer counts once.',
  expired: `This link has expired (links work for ${CONTACT_CHECK_TTL_DAYS} days). Open your request’s page from your latest email to see where it stands.`,
  withdrawn: 'You withdrew this request, so there is nothing more to answer.',
  yes: (firmName: string) => `Thank you. We have noted that ${firmName} contacted you.`,
  no: (firmName: string) =>
    `Thank you for telling us. We have noted that ${firmName} did not contact you, and your request is open again.`,
} as const;

/** The firm's and the operator's words (English: firm and operator screens are English). */
export const CONTACT_CLAIM_MESSAGES = {
  denied: 'The client told us you did not contact them, so this lead counts as unanswered. You can dispute this once.',
  notDenied: 'Only a lead whose client said you did not contact them can be disputed.',
  alreadyDisputed: `You have already disputed this answer. The ${BRAND_NAME} team will decide.`,
  noDispute: 'This lead has no open dispute to decide.',
  alreadyDecided: 'This dispute has already been decided.',
  disputed: `Your dispute has been sent to the ${BRAND_NAME} team. We will let you know what they decide.`,
} as const;

/** How the firm's dashboard and the operator describe a claim, in words. */
export function contactClaimText(claim: ContactClaim | undefined): string | null {
  if (!claim) return null;
  switch (claim.state) {
    case 'asked':
      return claim.askedAt ? 'Client asked to confirm contact' : 'Client will be asked to confirm contact';
    case 'confirmed':
      return 'Client confirmed contact';
    case 'unanswered':
      return 'Contact not confirmed (the client did not answer)';
    case 'denied':
      if (claim.dispute?.decision === 'upheld') return 'Client said not contacted; dispute upheld';
      if (claim.dispute?.decision === 'rejected') return 'Client said not contacted; dispute rejected';
      if (claim.dispute) return 'Client said not contacted; dispute under review';
      return 'Client said you did not contact them';
  }
}

/** One firm's contact claims the client has not confirmed, as the operator's panel counts them. */
export interface FirmClaimCounts {
  firmId: string;
  /** Before the client, or never answered: the firm's word alone. */
  unconfirmed: number;
  /** The client said nobody contacted them. */
  denied: number;
  /** Denied claims the firm disputes, waiting for the operator. */
  disputed: number;
}

/** Counts per firm, the firms with the most denials first (then unconfirmed claims). */
export function claimCountsByFirm(leads: readonly { firmId: string; contactClaim?: ContactClaim }[]): FirmClaimCounts[] {
  const byFirm = new Map<string, FirmClaimCounts>();
  for (const { firmId, contactClaim: claim } of leads) {
    if (!claim || claim.state === 'confirmed') continue;
    const row = byFirm.get(firmId) ?? { firmId, unconfirmed: 0, denied: 0, disputed: 0 };
    if (claim.state === 'denied') row.denied += 1;
    else row.unconfirmed += 1;
    if (claim.dispute && !claim.dispute.decision) row.disputed += 1;
    byFirm.set(firmId, row);
  }
  return [...byFirm.values()].sort(
    (a, b) => b.denied - a.denied || b.unconfirmed - a.unconfirmed || a.firmId.localeCompare(b.firmId),
  );
}

// ---- WhatsApp quick replies ------------------------------------------------------------------------

/**
 * On WhatsApp the question carries two quick-reply buttons (Yes, No) whose payloads name the
 * check and the answer: `contact-check:<answer>:<token>`, the same single-use token as the Yes / No
 * links. Meta hands the payload back unchanged when the client taps (a `button` message for a
 * template, an `interactive.button_reply` inside the 24-hour window), and the webhook records the
 * answer exactly as the link's page does (functions/src/leads/contact-check-reply.ts).
 */
const CONTACT_REPLY_PREFIX = 'contact-check';

/** The payloads of the question's buttons, in the template's button order (Yes, then No). */
export const contactCheckReplies = (token: string): string[] =>
  CONTACT_ANSWERS.map((answer) => `${CONTACT_REPLY_PREFIX}:${answer}:${token}`);

/** A tapped button's payload read back: the answer and the token, or null when it is not one of ours. */
export function parseContactCheckReply(payload: string): { answer: ContactAnswer; token: string } | null {
  const [prefix, answer, token, ...rest] = payload.split(':');
  if (prefix !== CONTACT_REPLY_PREFIX || rest.length > 0) return null;
  const parsed = answerContactCheckInputSchema.safeParse({ answer, token });
  return parsed.success ? parsed.data : null;
}
