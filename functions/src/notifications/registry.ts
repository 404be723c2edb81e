/**
 * Which emails also go out on WhatsApp or SMS, as which message, with which values. Every message
 * passes through the mail queue (shared/mail-queue.ts), so the mail's template and its parsed data
 * are the one source: the phone message takes a reference and a link from them, never a name,
 * description or contact detail (docs/notifications.md, "What a message carries").
 */
import { contactCheckReplies } from '@/domain/leads/contact-claim';
import { shortReference } from '@/domain/shared/format';
import type { NotificationMessage } from '@/domain/notifications/templates';
import { parseMailData, type MailData, type MailTemplate } from '../mail/contracts';

interface PhoneRoute<T extends MailTemplate> {
  /** The message, or how the mail's data chooses it (one mail template, two wordings). */
  message: NotificationMessage | ((data: MailData<T>) => NotificationMessage);
  /**
   * Whose choice decides: a firm's is kept for its account email (set signed in, in Settings); a
   * client's belongs to the request, found from the request link on every client mail's envelope
   * (request-choice.ts), never from the address the mail goes to.
   */
  audience: 'firm' | 'client';
  /** The template's variables in order ({{1}}, {{2}}, ...), from the mail's data (and a client mail's request link). */
  values: (data: MailData<T>, requestUrl: string) => string[];
  /**
   * WhatsApp quick replies: the payload of each of the template's buttons, in order (Meta hands it
   * back when the recipient taps). SMS carries the links in the text instead.
   */
  replies?: (data: MailData<T>) => string[];
}

type Routes = { [T in MailTemplate]?: PhoneRoute<T> };

const PHONE_ROUTES: Routes = {
  'lead-notification': {
    message: 'new-lead',
    audience: 'firm',
    values: (d) => [shortReference(d.leadId), d.dashboardUrl],
  },
  'client-confirmation': {
    message: 'client-confirmation',
    audience: 'client',
    values: (d, requestUrl) => [shortReference(d.leadId), requestUrl],
  },
  'lead-release-request': {
    message: 'release-request',
    audience: 'client',
    values: (_d, requestUrl) => [requestUrl],
  },
  // A lapse ("did not answer in time"), or the client's No to the contact check ("open again"),
  // which links the best firm's send-on page when there is one.
  'lead-unanswered': {
    message: (d) => (d.reason === 'contact-denied' ? 'contact-not-confirmed' : 'lead-unanswered'),
    audience: 'client',
    values: (d, requestUrl) =>
      d.reason === 'contact-denied'
        ? [d.firmName, shortReference(d.leadId), d.offers[0]?.sendOnUrl ?? requestUrl]
        : [shortReference(d.leadId), requestUrl],
  },
  'lead-rerouted': {
    message: 'lead-rerouted',
    audience: 'client',
    values: (d, requestUrl) => [shortReference(d.leadId), requestUrl],
  },
  // "Did <firm> contact you?": the firm's name (never the client's) and the two answer links; on
  // WhatsApp also Yes / No buttons whose payloads carry the links' token (contactCheckReplies).
  'contact-check': {
    message: 'contact-check',
    audience: 'client',
    values: (d) => [d.firmName, d.yesUrl, d.noUrl],
    replies: (d) => contactCheckReplies(new URL(d.yesUrl).searchParams.get('token') ?? ''),
  },
  // Account notices to firms: a link to the dashboard only (the email says the rest).
  'firm-verification': { message: 'verification-update', audience: 'firm', values: (d) => [d.dashboardUrl] },
  'subscription-cancelled': { message: 'billing-update', audience: 'firm', values: (d) => [d.dashboardUrl] },
  'plan-downgraded': { message: 'billing-update', audience: 'firm', values: (d) => [d.dashboardUrl] },
  'review-invite': {
    message: 'review-invite',
    audience: 'client',
    values: (d) => [d.reviewUrl],
  },
  // The firm's answer and consultations: an alert and the page's link; the fee, the firm's message
  // and the time stay in the email and on the page (docs/answers.md).
  'answer-received': {
    message: 'answer-received',
    audience: 'client',
    values: (d) => [d.answerUrl],
  },
  'consultation-client': {
    message: 'consultation-update',
    audience: 'client',
    values: (d, requestUrl) => [d.consultationUrl ?? requestUrl],
  },
  'consultation-reminder': {
    message: 'consultation-reminder',
    audience: 'client',
    values: (d) => [d.consultationUrl],
  },
};

/** The phone message for a queued mail, or null when that mail has none (or its data no longer parses). */
export interface PhoneMessage {
  message: NotificationMessage;
  values: string[];
  /** The quick-reply buttons' payloads (WhatsApp), when the message has buttons. */
  replies?: string[];
  audience: 'firm' | 'client';
  /** A client mail's request link (from its envelope): whose phone choice decides. */
  requestLink: string | null;
}

/** A queued mail/{id} document as the phone copy reads it: a client mail's request link rides on the envelope. */
export function phoneMessageOf(mail: { template?: unknown; data?: unknown; requestUrl?: unknown }): PhoneMessage | null {
  const { template, data } = mail;
  if (typeof template !== 'string' || !Object.hasOwn(PHONE_ROUTES, template)) return null;
  const name = template as MailTemplate;
  const route = PHONE_ROUTES[name] as PhoneRoute<MailTemplate>;
  const requestLink = typeof mail.requestUrl === 'string' ? mail.requestUrl : null;
  // A client's message goes only where that request's choice says: without its link there is none.
  if (route.audience === 'client' && !requestLink) return null;
  try {
    const parsed = parseMailData(name, data);
    const replies = route.replies?.(parsed);
    return {
      message: typeof route.message === 'function' ? route.message(parsed) : route.message,
      values: route.values(parsed, requestLink ?? ''),
      ...(replies ? { replies } : {}),
      audience: route.audience,
      requestLink: route.audience === 'client' ? requestLink : null,
    };
  } catch {
    return null;
  }
}
