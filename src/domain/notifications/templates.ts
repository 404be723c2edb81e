/**
 * The WhatsApp and SMS texts, one per message and language. Each is also a WhatsApp message
 * template registered with Meta under `name` in that language (docs/notifications.md,
 * "Templates"): the body below is what the template says, {{1}}, {{2}} its variables in order.
 * Languages are added as data: a new locale's entry for each message, nothing else. A message
 * without an entry for the recipient's locale goes out in English.
 *
 * What a body may carry: no client name, description or contact detail, only a short reference and
 * a link that needs the recipient's sign-in or a single-use token (the page behind it shows the rest).
 */
import type { Locale } from '../shared/locales';

export const NOTIFICATION_MESSAGES = [
  'new-lead',
  'client-confirmation',
  'release-request',
  'lead-unanswered',
  'lead-rerouted',
  'review-invite',
] as const;
export type NotificationMessage = (typeof NOTIFICATION_MESSAGES)[number];

export interface MessageTemplate {
  /** The template's name at Meta (lower case, digits and underscores). */
  name: string;
  /** The variables, in the order of {{1}}, {{2}}, ... */
  variables: readonly string[];
  body: string;
}

const STOP_LINE = 'Reply STOP to end these messages.';

export const MESSAGE_TEMPLATES: Record<NotificationMessage, Partial<Record<Locale, MessageTemplate>> & { en: MessageTemplate }> =
  {
    'new-lead': {
      en: {
        name: 'regmatch_new_lead',
        variables: ['reference', 'link'],
        body: `RegMatch: a new client request (ref {{1}}) is waiting for your firm. Sign in to see it and respond: {{2}}\n${STOP_LINE}`,
      },
    },
    'client-confirmation': {
      en: {
        name: 'regmatch_request_sent',
        variables: ['reference', 'link'],
        body: `RegMatch: your request (ref {{1}}) has been sent to a law firm. See it here: {{2}}\n${STOP_LINE}`,
      },
    },
    'release-request': {
      en: {
        name: 'regmatch_release_request',
        variables: ['link'],
        body: `RegMatch: a law firm would like to take on your shared request. Choose whether it receives your details: {{1}}\n${STOP_LINE}`,
      },
    },
    'lead-unanswered': {
      en: {
        name: 'regmatch_firm_no_answer',
        variables: ['reference', 'link'],
        body: `RegMatch: the firm did not answer your request (ref {{1}}) in time. See your options: {{2}}\n${STOP_LINE}`,
      },
    },
    'lead-rerouted': {
      en: {
        name: 'regmatch_request_passed_on',
        variables: ['reference', 'link'],
        body: `RegMatch: your request has been passed to another law firm (new ref {{1}}). See it here: {{2}}\n${STOP_LINE}`,
      },
    },
    'review-invite': {
      en: {
        name: 'regmatch_review_invite',
        variables: ['link'],
        body: `RegMatch: how was your law firm? Leave a short review: {{1}}\n${STOP_LINE}`,
      },
    },
  };

/** The template for a message in a locale, English where that language has none yet. */
export function templateFor(message: NotificationMessage, locale: Locale): { locale: Locale; template: MessageTemplate } {
  const own = MESSAGE_TEMPLATES[message][locale];
  return own ? { locale, template: own } : { locale: 'en', template: MESSAGE_TEMPLATES[message].en };
}

/** The body with its variables filled in: the SMS text, and the free-form WhatsApp text. */
export function renderBody(template: MessageTemplate, values: readonly string[]): string {
  return template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => values[Number(n) - 1] ?? '');
}
