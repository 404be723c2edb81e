/**
 * Delivering one queued mail, with the store and the sender injected: the trigger and the
 * sweeper use Firestore and SMTP, the unit tests an in-memory store and a fake sender.
 */
import { randomUUID } from 'node:crypto';
import { MailContractError } from './contracts';
import { bouncedFields, failureFields, sentFields, type DeliveryRecord } from './delivery-policy';
import { isMailTemplate, renderMail } from './templates';
import { boundedRun, type RunReport } from '../shared/bounded-run';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** From the template (RenderedMail.headers): List-Unsubscribe on legal updates. */
  headers?: Record<string, string>;
  /** From the template (RenderedMail.icalEvent): a consultation's calendar invitation. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /**
   * The same Message-ID on every attempt of one document: if a send that reached the server is
   * repeated (the worker died before recording it), mail systems can recognise the duplicate.
   */
  messageId: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<{ messageId?: string }>;
}

export interface ClaimedMail {
  id: string;
  to: unknown;
  /** A client mail's language and request link, stored on the envelope beside `to`. */
  locale?: unknown;
  requestUrl?: unknown;
  template: unknown;
  data: unknown;
  /** The delivery record as claimed (claimFields applied): attempts counts this attempt. */
  delivery: DeliveryRecord;
}

export interface MailStore {
  /**
   * In one transaction: reads the message and, if it may be claimed at `now`, writes
   * claimFields (PROCESSING, one more attempt, a lease). Null when it may not (already sent,
   * given up, held by a live lease, retry not yet due, or deleted).
   */
  claim(id: string, now: number, leaseId: string): Promise<ClaimedMail | null>;
  /** In one transaction: records the outcome when maySettle allows it; false when it did not. */
  settle(id: string, leaseId: string, fields: DeliveryRecord): Promise<boolean>;
  /** Ids of messages whose nextAttemptAt has come (PENDING missed by its trigger, RETRY due, expired leases). */
  due(now: number, limit: number): Promise<string[]>;
  /** How many messages are due at `now` (a sweep's `remaining`); without it, up to one more sweep's worth. */
  countDue?(now: number): Promise<number>;
}

export type DeliveryResult =
  | { id: string; outcome: 'not-claimed' }
  | { id: string; outcome: 'sent'; attempts: number }
  | { id: string; outcome: 'retry' | 'error'; attempts: number; error: string; bounced?: boolean }
  | { id: string; outcome: 'lease-lost'; attempts: number };

export interface DeliveryDeps {
  store: MailStore;
  /** Null when no SMTP connection is configured: a transient fault an operator can fix. */
  sender: MailSender | null;
  now?: () => number;
  newLeaseId?: () => string;
  messageIdDomain?: string;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** Faults that no retry can fix: the document itself is wrong. */
class PermanentFault extends Error {}

/**
 * The recipient's server refused the address (nodemailer's EENVELOPE with a 5xx reply to RCPT TO,
 * such as "550 5.1.1 no such user"): a hard bounce. A 4xx is a mailbox that may accept later.
 */
function isRecipientRefused(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

function prepare(mail: ClaimedMail, domain: string): OutgoingMail {
  const to = typeof mail.to === 'string' ? mail.to.trim() : '';
  if (!EMAIL.test(to)) throw new PermanentFault('The recipient address is missing or not an email address.');
  if (!isMailTemplate(mail.template)) throw new PermanentFault(`Unknown template: ${String(mail.template).slice(0, 60)}`);
  try {
    const rendered = renderMail(mail.template, mail.data, { locale: mail.locale, requestUrl: mail.requestUrl });
    return { to, ...rendered, messageId: `<${mail.id}@${domain}>` };
  } catch (error) {
    const reason =
      error instanceof MailContractError ? error.message : `The template could not be rendered: ${(error as Error).message}`;
    throw new PermanentFault(reason);
  }
}

/**
 * Claims the message, renders it, sends it once, and records what happened. A failed send is
 * recorded as RETRY with a backoff (ERROR after MAX_ATTEMPTS); a bad document is ERROR at once.
 * Sending and recording are separate steps: a message that went out is recorded SENT even if
 * its lease has meanwhile run out (maySettle), so a later claim finds it final and never sends it
 * again.
 */
export async function deliverOne(id: string, deps: DeliveryDeps): Promise<DeliveryResult> {
  const now = deps.now ?? Date.now;
  const leaseId = (deps.newLeaseId ?? randomUUID)();
  const mail = await deps.store.claim(id, now(), leaseId);
  if (!mail) return { id, outcome: 'not-claimed' };
  const attempts = mail.delivery.attempts;

  let outgoing: OutgoingMail;
  try {
    outgoing = prepare(mail, deps.messageIdDomain ?? 'mail.regmatch.co.za');
  } catch (error) {
    const fields = failureFields(attempts, (error as Error).message, now(), true);
    return (await deps.store.settle(id, leaseId, fields))
      ? { id, outcome: 'error', attempts, error: fields.error! }
      : { id, outcome: 'lease-lost', attempts };
  }

  let fields: DeliveryRecord;
  if (!deps.sender) {
    fields = failureFields(
      attempts,
      'No SMTP connection is configured: set the MAIL_SMTP_URL secret (SMTP_URL in emulator runs).',
      now(),
      false,
    );
  } else {
    try {
      const info = await deps.sender.send(outgoing);
      fields = sentFields(attempts, String(info.messageId ?? outgoing.messageId));
    } catch (error) {
      const message = (error as Error).message || String(error);
      fields = isRecipientRefused(error) ? bouncedFields(attempts, message) : failureFields(attempts, message, now(), false);
    }
  }

  if (!(await deps.store.settle(id, leaseId, fields))) return { id, outcome: 'lease-lost', attempts };
  if (fields.state === 'SENT') return { id, outcome: 'sent', attempts };
  return {
    id,
    outcome: fields.state === 'ERROR' ? 'error' : 'retry',
    attempts,
    error: fields.error ?? '',
    ...(fields.bounced ? { bounced: true } : {}),
  };
}

/** A sweep starts no new message after this long: with one send's worst case (SMTP_TIMEOUTS, 75 s) it ends inside 300 s. */
const SWEEP_BUDGET_MS = 200_000;

/**
 * One bounded sweep (shared/bounded-run.ts): the messages that are due, one after another (each
 * claim is its own transaction), at most `limit`, none started after the time budget, and how
 * many are still due when it ends. A sweep cut off mid-send leaves that message PROCESSING under
 * its lease; the next sweep after the lease takes it again (at most once more sent, with the same
 * Message-ID, see OutgoingMail).
 */
export async function runMailSweep(
  deps: DeliveryDeps,
  limits: { maxItems?: number; deadline?: number } = {},
): Promise<RunReport<DeliveryResult>> {
  const now = deps.now ?? Date.now;
  const maxItems = limits.maxItems ?? 50;
  const deadline = limits.deadline ?? Date.now() + SWEEP_BUDGET_MS;
  const ids = await deps.store.due(now(), maxItems);
  const countDue = async () =>
    deps.store.countDue ? deps.store.countDue(now()) : (await deps.store.due(now(), maxItems)).length;
  return boundedRun(ids, { maxItems, deadline }, (id) => deliverOne(id, deps), countDue);
}

/** One sweep's results (runMailSweep without its report). */
export async function sweepDueMail(deps: DeliveryDeps, limit = 50): Promise<DeliveryResult[]> {
  return (await runMailSweep(deps, { maxItems: limit })).outcomes;
}
