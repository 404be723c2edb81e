import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_HOURS } from '@/domain/shared/brand';
import { translator, type Translate } from '@/domain/i18n/translate';
import { LOCALES, type Locale } from '@/domain/shared/locales';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Where a reply goes, when that is the person the mail is about (parsed as an email by the template's contract). */
  replyTo?: string;
  /** Extra message headers a template needs (List-Unsubscribe on every legal update). */
  headers?: Record<string, string>;
  /**
   * A calendar invitation (src/domain/answers/ical.ts): sent as nodemailer's `icalEvent`, a
   * text/calendar part with this METHOD that mail clients show as an invitation, and an .ics file.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

/** Every value that reaches HTML passes through here: names and descriptions come from strangers. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Subjects are single-line: a newline in a firm name must never become a header. */
export const subjectLine = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 200);

export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
}

export function detailsTable(rows: [label: string, value: string][]): string {
  const body = rows
    .filter(([, value]) => value !== '')
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${body}</table>`;
}

export function detailsText(rows: [label: string, value: string][]): string {
  return rows
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

export function button(label: string, href: string | null): string {
  if (!href) return '';
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/**
 * Every client email ends with the way to their request's own page: see it, withdraw it, erase
 * their information. One wording, one link, for every template a client receives.
 */
export function manageRequest(url: string, translate: Translate = translator('en')): { html: string; text: string } {
  const line = translate('email.manageLine');
  return { html: paragraph(line) + button(translate('email.manageButton'), url), text: `${line}\n${url}` };
}

/** The shared frame: brand header, the body, and a footer with support details. */
/** A client email in another language says so in its lang attribute and footer (issue 27). */
export interface FrameLanguage {
  htmlLang: string;
  supportHours: string;
}
const ENGLISH_FRAME: FrameLanguage = { htmlLang: 'en-ZA', supportHours: SUPPORT_HOURS };

export function frameLanguage(locale: Locale): FrameLanguage {
  if (locale === 'en') return ENGLISH_FRAME;
  return {
    htmlLang: LOCALES.find((l) => l.code === locale)?.htmlLang ?? locale,
    supportHours: translator(locale)('email.supportHours'),
  };
}

export function htmlFrame(title: string, body: string, language: FrameLanguage = ENGLISH_FRAME): string {
  return `<!doctype html><html lang="${escapeHtml(language.htmlLang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="font-size:20px;font-weight:700;color:#1e3a8a;margin-bottom:16px">${escapeHtml(BRAND_NAME)}</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</div>
<p style="font-size:12px;color:#64748b;margin-top:16px">${escapeHtml(`${BRAND_NAME} · ${SUPPORT_EMAIL} · ${language.supportHours}`)}</p>
</div></body></html>`;
}

export function textFrame(title: string, body: string, language: FrameLanguage = ENGLISH_FRAME): string {
  return `${title}\n\n${body.trim()}\n\n--\n${BRAND_NAME} · ${SUPPORT_EMAIL} · ${language.supportHours}\n`;
}
