/**
 * The client answered No to "Did <firm> contact you?" (issue 35): the request is open again, and
 * the email and the WhatsApp/SMS text say so in the client's language, not that the firm "did not
 * answer in time" (the lapse's words). Rendered with the real compiled catalogs and templates, as
 * the delivery trigger and the phone service render a queued mail.
 */
import { describe, expect, it } from 'vitest';
import { contactCheckReplies, parseContactCheckReply } from '@/domain/leads/contact-claim';
import { translator } from '@/domain/i18n/translate';
import { renderBody, templateFor, TEMPLATES_BY_LOCALE } from '@/domain/notifications/templates';
import { BRAND_NAME } from '@/domain/shared/brand';
import { shortReference } from '@/domain/shared/format';
import { LOCALE_CODES } from '@/domain/shared/locales';
import { areaNameIn } from '../../../../tests/fixtures/area-names';
import { buildContactCheck, buildLeadUnanswered, clientRecipient } from '../../../../tests/fixtures/mail-factories';
import { phoneMessageOf } from '../../notifications/registry';
import { renderMail } from './index';

const english = translator('en');
const OPT_OUT = 'https://regmatch.co.za/phone-off?token=off';

describe.each(LOCALE_CODES)('after a No, in %s', (locale) => {
  const t = translator(locale);
  const client = clientRecipient(locale);
  const denied = buildLeadUnanswered({ reason: 'contact-denied', offers: [buildLeadUnanswered().offers[0]!] });
  const firm = denied.firmName;

  it('the email says the request is open again because the firm’s contact was not confirmed, with the send-on link', () => {
    const mail = renderMail('lead-unanswered', denied, client);
    expect(mail.subject).toBe(t('email.contactDenied.subject', { firm }));
    expect(mail.text).toContain(t('email.contactDenied.title'));
    expect(mail.text).toContain(
      t('email.contactDenied.intro', {
        name: 'Lerato',
        firm,
        need: areaNameIn(locale, 'uncontested-divorce'),
        area: 'Soweto, Gauteng',
      }),
    );
    expect(mail.text).toContain(`${t('email.contactDenied.firm')}: ${firm}`);
    expect(mail.text).toContain(
      `${t('email.unanswered.sendTo', { firm: 'Khumalo Legal Inc.' })}: ${denied.offers[0]!.sendOnUrl}`,
    );
    expect(mail.text).toContain(t('email.contactDenied.noteOffers', { brand: BRAND_NAME }));
    // Not the lapse's words: the firm was not late, its contact was not confirmed.
    for (const lapse of ['email.unanswered.title', 'email.unanswered.firm'] as const) expect(mail.text).not.toContain(t(lapse));
    expect(mail.text).not.toContain(t('email.unanswered.noteOffers', { brand: BRAND_NAME, firm }));
    if (locale !== 'en') expect(mail.text).not.toContain(english('email.contactDenied.title'));
  });

  it('the WhatsApp/SMS text says the same and carries the best firm’s send-on link (the request’s page when none is left)', () => {
    const requestUrl = client.requestUrl;
    const phone = phoneMessageOf({ template: 'lead-unanswered', data: denied, requestUrl })!;
    expect(phone).toMatchObject({
      message: 'contact-not-confirmed',
      values: [firm, shortReference(denied.leadId), denied.offers[0]!.sendOnUrl],
    });
    const { locale: used, template } = templateFor('contact-not-confirmed', locale);
    expect(used).toBe(locale);
    const text = renderBody(template, [...phone.values, OPT_OUT]);
    expect(text).toContain(firm);
    expect(text).toContain(denied.offers[0]!.sendOnUrl);
    expect(text).not.toBe(
      renderBody(templateFor('lead-unanswered', locale).template, [shortReference('lead-123'), requestUrl, OPT_OUT]),
    );
    if (locale !== 'en') expect(template.body).not.toBe(TEMPLATES_BY_LOCALE.en['contact-not-confirmed'].body);

    const none = phoneMessageOf({ template: 'lead-unanswered', data: { ...denied, offers: [], expiresOn: null }, requestUrl })!;
    expect(none.values.at(-1)).toBe(requestUrl);
  });

  it('a lapse keeps its own words and message', () => {
    const lapse = buildLeadUnanswered();
    expect(renderMail('lead-unanswered', lapse, client).subject).toBe(t('email.unanswered.subject', { firm: lapse.firmName }));
    expect(phoneMessageOf({ template: 'lead-unanswered', data: lapse, requestUrl: client.requestUrl })!.message).toBe(
      'lead-unanswered',
    );
  });

  it('the question has Yes / No quick replies on WhatsApp, labelled in the language, within Meta’s 20 characters', () => {
    const labels = TEMPLATES_BY_LOCALE[locale]['contact-check'].quickReplies!;
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(20);
    if (locale !== 'en') expect(labels).not.toEqual(TEMPLATES_BY_LOCALE.en['contact-check'].quickReplies);
  });
});

describe('the contact check’s quick-reply payloads', () => {
  const token = 'A'.repeat(43);

  it('name the check (its links’ token) and the answer, Yes first, and read back only when well formed', () => {
    const data = buildContactCheck({
      yesUrl: `https://regmatch.co.za/my-request/contact?token=${token}&answer=yes`,
      noUrl: `https://regmatch.co.za/my-request/contact?token=${token}&answer=no`,
    });
    const phone = phoneMessageOf({ template: 'contact-check', data, requestUrl: 'https://regmatch.co.za/my-request?token=r' })!;
    expect(phone.replies).toEqual(contactCheckReplies(token));
    expect(phone.replies!.map(parseContactCheckReply)).toEqual([
      { answer: 'yes', token },
      { answer: 'no', token },
    ]);
    for (const bad of [
      '',
      'STOP',
      `contact-check:maybe:${token}`,
      `contact-check:no:short`,
      `other:no:${token}`,
      `contact-check:no:${token}:x`,
    ])
      expect(parseContactCheckReply(bad)).toBeNull();
  });
});
