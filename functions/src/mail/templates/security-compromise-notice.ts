import { translator } from '@/domain/i18n/translate';
import { BRAND_NAME, INFORMATION_OFFICER } from '@/domain/shared/brand';
import { formatSastDate } from '@/domain/shared/format';
import type { Locale } from '@/domain/shared/locales';
import type { MailData } from '../contracts';
import {
  detailsTable,
  detailsText,
  escapeHtml,
  frameLanguage,
  htmlFrame,
  paragraph,
  subjectLine,
  textFrame,
  type RenderedMail,
} from './layout';

/**
 * The notice POPIA s22 asks for, to one person whose information a security compromise touched:
 * in their language (`locale`, from the envelope: the lead's or phone choice's), what happened, the categories of
 * their information involved, what it may mean for them, what we did, what they can do, who had
 * access if known, and how to ask us or complain to the Information Regulator. The Information
 * Officer's own descriptions are English and the mail says so in the person's language.
 */
export function securityCompromiseNotice(data: MailData<'security-compromise-notice'>, locale: Locale): RenderedMail {
  const t = translator(locale);
  const title = t('email.compromise.title');
  const intro = t('email.compromise.intro', { brand: BRAND_NAME, date: formatSastDate(data.discoveredOn, locale) });
  const categories = data.categories.map((c) => t(`email.compromise.category.${c}`));
  const described: [string, string][] = [
    [t('email.compromise.whatHappened'), data.summary],
    [t('email.compromise.consequences'), data.consequences],
    [t('email.compromise.steps'), data.stepsTaken],
    ...(data.unauthorisedPerson ? [[t('email.compromise.who'), data.unauthorisedPerson] as [string, string]] : []),
  ];
  const advice = t('email.compromise.advice', { brand: BRAND_NAME });
  const contact = t('email.compromise.contact', { email: INFORMATION_OFFICER.email });
  const inEnglish = t('email.compromise.inEnglish');
  const list = (items: string[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  const html =
    paragraph(intro) +
    paragraph(t('email.compromise.categories')) +
    list(categories) +
    (locale === 'en' ? '' : paragraph(inEnglish)) +
    detailsTable(described) +
    paragraph(advice) +
    paragraph(contact);
  const text = [
    intro,
    `${t('email.compromise.categories')}\n${categories.map((c) => `- ${c}`).join('\n')}`,
    ...(locale === 'en' ? [] : [inEnglish]),
    detailsText(described),
    advice,
    contact,
  ].join('\n\n');
  const language = frameLanguage(locale);
  return {
    subject: subjectLine(t('email.compromise.subject', { brand: BRAND_NAME })),
    html: htmlFrame(title, html, language),
    text: textFrame(title, text, language),
  };
}
