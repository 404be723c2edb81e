/**
 * The client's own page for a request (the link in every client email): see what was sent to
 * whom, withdraw it, or erase everything held about them. The link carries a single random token
 * per request; only its hash is stored (requestAccess/{sha256}).
 */
import { z } from 'zod';
import { leadReleaseTokenSchema } from './release';

/** Emailed links all carry the same kind of token (32 random bytes, base64url). */
export const myRequestInputSchema = z.object({ token: leadReleaseTokenSchema });

type MyRequestState = 'active' | 'withdrawn' | 'erased';

export interface MyRequestView {
  state: MyRequestState;
  /** The need in words ('Uncontested Divorce'); null once erased. */
  need: string | null;
  area: string | null;
  firmName: string;
  /** The firm's progress on it, in words. */
  progress: string;
  /** ISO date-time of the request. */
  createdAt: string;
  /**
   * What happened to the request, oldest first, across every firm it went to: the first lead,
   * each lead it was passed on to, and what each firm did with it.
   */
  timeline: RequestEvent[];
}

type RequestEventKind = 'sent' | 'seen' | 'contacted' | 'lapsed' | 'sent-on' | 'withdrawn';
export interface RequestEvent {
  kind: RequestEventKind;
  firmName: string;
  /** ISO date-time. */
  at: string;
}

export interface WithdrawMyRequestResult {
  state: 'withdrawn';
}
export interface EraseMyDataResult {
  state: 'erased';
}

export const MY_REQUEST_MESSAGES = {
  unknownLink: 'This link is not valid. Please open it again from the latest email we sent you.',
  /** A link whose request was erased (by the client or at their request): nothing is left to open. */
  erasedLink:
    'This request and its details have been deleted, as you asked, so this link no longer opens it. Nothing more will be sent to you about it. If you still need legal help, you can start a new request: the firm will contact you, but we will not email this address again.',
  alreadyWithdrawn: 'You withdrew this request earlier; the firm can no longer act on it.',
  withdrawn: 'Your request is withdrawn. The firm sees that you withdrew it, and it is no longer shared with other firms.',
  erased: 'Everything we held about you has been erased, and we will not email you again.',
} as const;

/** The firm's progress as the client reads it. */
export const REQUEST_PROGRESS: Record<string, string> = {
  pending: 'Waiting for the firm to contact you',
  /** Contacted and confirmed by the client (or before contact claims existed). */
  contacted: 'The firm has contacted you',
  converted: 'The firm is working on your matter',
  closed: 'The firm has closed the matter',
  withdrawn: 'You withdrew this request',
  /** The deadline passed unanswered and the request was not passed on (yet). */
  lapsed: 'The firm did not answer in time. We emailed you what you can do next.',
  /** The firm marked it contacted: its word alone, until the client confirms (contact-claim.ts). */
  claimed:
    'The firm says it has contacted you. We will ask you to confirm: please answer with the Yes or No link in our message.',
  /** The client said nobody contacted them: the request reopened. */
  denied: 'You told us the firm did not contact you. Your request is open again: we emailed you the firms you can send it to.',
};

/**
 * Which REQUEST_PROGRESS sentence the client reads for the lead their request stands on. A lead the
 * firm marked contacted says so as the firm's word until the client confirms it (contact-claim.ts);
 * a lead whose client said No reads as reopened.
 */
export function requestProgressKey(lead: {
  status: string;
  withdrawnAt?: number;
  lapsedAt?: number | null;
  contactClaim?: { state: string };
  clockStoppedBy?: unknown;
}): string {
  if (lead.withdrawnAt) return 'withdrawn';
  if (lead.contactClaim?.state === 'denied' && !lead.clockStoppedBy) return 'denied';
  if (lead.status === 'pending' && lead.lapsedAt) return 'lapsed';
  if (lead.status === 'contacted' && lead.contactClaim && !lead.clockStoppedBy) return 'claimed';
  return lead.status;
}
