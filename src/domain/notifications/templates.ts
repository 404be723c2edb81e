/**
 * The WhatsApp and SMS texts, one per message and language. Each is also a WhatsApp message
 * template registered with Meta under `name` in that language (docs/notifications.md,
 * "Templates"): the body below is what the template says, {{1}}, {{2}} its variables in order.
 * Languages are added as data: a file in template-texts/ with every message. A message without
 * an entry for the recipient's locale goes out in English. The last variable of every template
 * is the recipient's own opt-out link (phone-off.ts).
 *
 * What a body may carry: no client name, description or contact detail, only a short reference and
 * a link that needs the recipient's sign-in or a single-use token (the page behind it shows the rest).
 */
import type { Locale } from '../shared/locales';
import type { NotificationMessage } from './messages';
import { AF } from './template-texts/af';
import { EN } from './template-texts/en';
import { NSO } from './template-texts/nso';
import { ST } from './template-texts/st';
import { TN } from './template-texts/tn';
import type { LocaleTemplates, MessageTemplate } from './template-texts/types';
import { XH } from './template-texts/xh';
import { ZU } from './template-texts/zu';

export { NOTIFICATION_MESSAGES, type NotificationMessage } from './messages';
export type { MessageTemplate } from './template-texts/types';

/**
 * Every language's texts (template-texts/). The translations have not yet been reviewed by a
 * native speaker or a professional translator (each file says so).
 */
export const TEMPLATES_BY_LOCALE: Record<Locale, LocaleTemplates> = { en: EN, zu: ZU, xh: XH, af: AF, nso: NSO, tn: TN, st: ST };

/** Per message, its text in each language (the shape the simulator and tests read). */
export const MESSAGE_TEMPLATES = Object.fromEntries(
  Object.keys(EN).map((message) => [
    message,
    Object.fromEntries(
      Object.entries(TEMPLATES_BY_LOCALE).map(([locale, texts]) => [locale, texts[message as NotificationMessage]]),
    ),
  ]),
) as Record<NotificationMessage, Partial<Record<Locale, MessageTemplate>> & { en: MessageTemplate }>;

/** The template for a message in a locale, English where that language has none yet. */
export function templateFor(message: NotificationMessage, locale: Locale): { locale: Locale; template: MessageTemplate } {
  const own = MESSAGE_TEMPLATES[message][locale];
  return own ? { locale, template: own } : { locale: 'en', template: MESSAGE_TEMPLATES[message].en };
}

/**
 * Our client languages that Meta's WhatsApp Cloud API accepts as template languages, with Meta's
 * code: its "Supported Languages" page (developers.facebook.com/documentation/business-messaging/
 * whatsapp/templates/supported-languages, updated 2026-05-21) lists Afrikaans `af`, English `en`
 * (and `en_ZA`) and Zulu `zu`, and no isiXhosa, Sepedi, Setswana or Sesotho. A template can only
 * be registered, and sent, in a listed language.
 */
export const WHATSAPP_TEMPLATE_LANGUAGES: Readonly<Partial<Record<Locale, string>>> = { en: 'en', af: 'af', zu: 'zu' };

/**
 * The registered WhatsApp template a message goes out as, for a client in `locale` (the fallback
 * rule, docs/notifications.md "Templates and languages"): their language's where Meta supports
 * it, else English's. Only a template message needs this; the SMS and a WhatsApp text inside the
 * 24-hour window carry the client's own language (templateFor) whatever Meta supports.
 */
export function whatsappTemplateFor(
  message: NotificationMessage,
  locale: Locale,
): { language: string; template: MessageTemplate } {
  const own = templateFor(message, locale);
  const language = WHATSAPP_TEMPLATE_LANGUAGES[own.locale];
  return language ? { language, template: own.template } : { language: 'en', template: MESSAGE_TEMPLATES[message].en };
}

/** The body with its variables filled in: the SMS text, and the free-form WhatsApp text. */
export function renderBody(template: MessageTemplate, values: readonly string[]): string {
  return template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => values[Number(n) - 1] ?? '');
}
