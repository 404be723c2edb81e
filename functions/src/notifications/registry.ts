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
  /** The template's variables in order ({{1}}, {{2}}, ...), from the mail's data. */
  values: (data: MailData<T>) => string[];
}

type Routes = { [T in MailTemplate]?: PhoneRoute<T> };

export const PHONE_ROUTES: Routes = {
  'lead-notification': { message: 'new-lead', values: (d) => [shortReference(d.leadId), d.dashboardUrl] },
  'client-confirmation': { message: 'client-confirmation', values: (d) => [shortReference(d.leadId), d.manageUrl] },
  'lead-release-request': { message: 'release-request', values: (d) => [d.manageUrl] },
  'lead-unanswered': { message: 'lead-unanswered', values: (d) => [shortReference(d.leadId), d.manageUrl] },
  'lead-rerouted': { message: 'lead-rerouted', values: (d) => [shortReference(d.leadId), d.manageUrl] },
  'review-invite': { message: 'review-invite', values: (d) => [d.reviewUrl] },
};

/** The phone message for a queued mail, or null when that mail has none (or its data no longer parses). */
export function phoneMessageOf(template: unknown, data: unknown): { message: NotificationMessage; values: string[] } | null {
  if (typeof template !== 'string' || !Object.hasOwn(PHONE_ROUTES, template)) return null;
  const name = template as MailTemplate;
  const route = PHONE_ROUTES[name] as PhoneRoute<MailTemplate>;
  try {
    return { message: route.message, values: route.values(parseMailData(name, data)) };
  } catch {
    return null;
  }
}
