/**
 * The security-compromise notice (POPIA s22) in every client language, from the real compiled
 * catalogs: the frame, the categories and the advice in the person's language, the Information
 * Officer's English words kept as written, and no English frame text in another language's mail.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@/domain/i18n/translate';
import { BRAND_NAME, INFORMATION_OFFICER } from '@/domain/shared/brand';
import { formatSastDate } from '@/domain/shared/format';
import { LOCALES, LOCALE_CODES } from '@/domain/shared/locales';
import { buildSecurityCompromiseNotice } from '../../../../tests/fixtures/mail-factories';
import { MailContractError } from '../contracts';
import { renderMail } from './index';

const english = translator('en');

describe.each(LOCALE_CODES)('the security-compromise notice in %s', (locale) => {
  const t = translator(locale);
  const data = buildSecurityCompromiseNotice({
    categories: ['contact', 'matter', 'payment'],
    unauthorisedPerson: 'Not known yet',
  });
  // The language rides on the envelope beside the address, as sendCompromiseNotices queues it.
  const mail = renderMail('security-compromise-notice', data, { locale });

  it('says what happened, which information, what it may mean, what we did and what to do, in the person’s language', () => {
    expect(mail.subject).toBe(t('email.compromise.subject', { brand: BRAND_NAME }));
    expect(mail.html).toContain(`<html lang="${LOCALES.find((l) => l.code === locale)!.htmlLang}">`);
    expect(mail.text).toContain(t('email.compromise.intro', { brand: BRAND_NAME, date: formatSastDate('2026-11-30', locale) }));
    for (const key of ['contact', 'matter', 'payment'] as const)
      expect(mail.text).toContain(t(`email.compromise.category.${key}`));
    expect(mail.text).not.toContain(t('email.compromise.category.location'));
    expect(mail.text).toContain(`${t('email.compromise.whatHappened')}: ${data.summary}`);
    expect(mail.text).toContain(`${t('email.compromise.consequences')}: ${data.consequences}`);
    expect(mail.text).toContain(`${t('email.compromise.steps')}: ${data.stepsTaken}`);
    expect(mail.text).toContain(`${t('email.compromise.who')}: Not known yet`);
    expect(mail.text).toContain(t('email.compromise.advice', { brand: BRAND_NAME }));
    expect(mail.text).toContain(INFORMATION_OFFICER.email);
    expect(mail.html).toContain('inforegulator.org.za');
  });
});

describe.each(LOCALE_CODES.filter((l) => l !== 'en'))('the notice in %s', (locale) => {
  const t = translator(locale);
  it('is a translation, and says the officer’s words are English', () => {
    const mail = renderMail('security-compromise-notice', buildSecurityCompromiseNotice(), { locale });
    expect(mail.text).toContain(t('email.compromise.inEnglish'));
    for (const key of ['title', 'intro', 'advice', 'contact', 'category.contact'] as const) {
      expect(t(`email.compromise.${key}`, { brand: BRAND_NAME, date: 'x', email: 'y' })).not.toBe(
        english(`email.compromise.${key}`, { brand: BRAND_NAME, date: 'x', email: 'y' }),
      );
    }
  });
});

it('escapes the officer’s words in the HTML and refuses data outside the contract', () => {
  const mail = renderMail(
    'security-compromise-notice',
    buildSecurityCompromiseNotice({ summary: 'A <script>alert(1)</script> ran.' }),
  );
  expect(mail.html).not.toContain('<script>');
  expect(() => renderMail('security-compromise-notice', buildSecurityCompromiseNotice(), { locale: 'fr' })).toThrow(
    MailContractError,
  );
  // The language is the envelope's, never the data's.
  expect(() => renderMail('security-compromise-notice', { ...buildSecurityCompromiseNotice(), locale: 'zu' })).toThrow(
    MailContractError,
  );
  expect(() => renderMail('security-compromise-notice', { ...buildSecurityCompromiseNotice(), categories: [] })).toThrow(
    MailContractError,
  );
});
