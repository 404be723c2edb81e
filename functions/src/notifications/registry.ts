/**
 * Which emails also go out on WhatsApp or SMS, as which message, with which values. Every message
 * passes through the mail queue (shared/mail-queue.ts), so the mail's template and its parsed data
 * are the one source: the phone message takes a reference and a link from them, never a name,
 * description or contact detail (docs/notifications.md, "What a message carries").
 */
import { shortReference } from '@/domain/shared/format';
import type { NotificationMessage } from '@/domain/notifications/templates';
import { parseMailData, type MailData, type MailTemplate } from '../mail/contracts';

interface PhoneRoute<T extends MailTemplate> {
  message: NotificationMessage;
  /**
   * Whose choice decides: a firm's is kept for its account email (set signed in, in Settings); a
   * client's belongs to the request, found from the request link every client mail carries
   * (request-choice.ts), never from the address the mail goes to.
   */
  audience: 'firm' | 'client';
  /** The client's my-request link in the mail (client routes). */
  requestLink?: (data: MailData<T>) => string;
  /** The template's variables in order ({{1}}, {{2}}, ...), from the mail's data. */
  values: (data: MailData<T>) => string[];
}

type Routes = { [T in MailTemplate]?: PhoneRoute<T> };

export const PHONE_ROUTES: Routes = {
  'lead-notification': {
    message: 'new-lead',
    audience: 'firm',
    values: (d) => [shortReference(d.leadId), d.dashboardUrl],
  },
  'client-confirmation': {
    message: 'client-confirmation',
    audience: 'client',
    requestLink: (d) => d.manageUrl,
    values: (d) => [shortReference(d.leadId), d.manageUrl],
  },
  'lead-release-request': {
    message: 'release-request',
    audience: 'client',
    requestLink: (d) => d.manageUrl,
    values: (d) => [d.manageUrl],
  },
  'lead-unanswered': {
    message: 'lead-unanswered',
    audience: 'client',
    requestLink: (d) => d.manageUrl,
    values: (d) => [shortReference(d.leadId), d.manageUrl],
  },
  'lead-rerouted': {
    message: 'lead-rerouted',
    audience: 'client',
    requestLink: (d) => d.manageUrl,
    values: (d) => [shortReference(d.leadId), d.manageUrl],
  },
  // "Did <firm> contact you?": the firm's name (never the client's) and the two answer links.
  'contact-check': {
    message: 'contact-check',
    audience: 'client',
    requestLink: (d) => d.manageUrl,
    values: (d) => [d.firmName, d.yesUrl, d.noUrl],
  },
  // Account notices to firms: a link to the dashboard only (the email says the rest).
  'firm-verification': { message: 'verification-update', audience: 'firm', values: (d) => [d.dashboardUrl] },
  'subscription-cancelled': { message: 'billing-update', audience: 'firm', values: (d) => [d.dashboardUrl] },
  'plan-downgraded': { message: 'billing-update', audience: 'firm', values: (d) => [d.dashboardUrl] },
  'review-invite': {
    message: 'review-invite',
    audience: 'client',
    requestLink: (d) => d.manageUrl,
    values: (d) => [d.reviewUrl],
  },
};

/** The phone message for a queued mail, or null when that mail has none (or its data no longer parses). */
export interface PhoneMessage {
  message: NotificationMessage;
  values: string[];
  audience: 'firm' | 'client';
  requestLink: string | null;
}

export function phoneMessageOf(template: unknown, data: unknown): PhoneMessage | null {
  if (typeof template !== 'string' || !Object.hasOwn(PHONE_ROUTES, template)) return null;
  const name = template as MailTemplate;
  const route = PHONE_ROUTES[name] as PhoneRoute<MailTemplate>;
  try {
    const parsed = parseMailData(name, data);
    return {
      message: route.message,
      values: route.values(parsed),
      audience: route.audience,
      requestLink: route.requestLink?.(parsed) ?? null,
    };
  } catch {
    return null;
  }
}
