/**
 * Issue 27, moved here by issue 36: every email a client receives is written in the language they
 * used the wizard in. The envelope carries that language and the request link beside `to`
 * (tellClient derives them from the lead); these render each client template in all five
 * languages with the real compiled catalogs, as the delivery trigger renders a queued envelope.
 * That a producer puts the lead's language on the envelope is checked once per producer against
 * the emulators (tests/integration/client-mail-languages.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { BRAND_NAME, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { formatSastDate, shortReference } from '@/domain/shared/format';
import { LOCALES, LOCALE_CODES, type Locale } from '@/domain/shared/locales';
import { areaNameIn } from '../../../../tests/fixtures/area-names';
import {
  buildClientConfirmation,
  buildLeadReleaseRequest,
  buildLeadRerouted,
  buildLeadUnanswered,
  buildReviewInvite,
  clientRecipient,
} from '../../../../tests/fixtures/mail-factories';
import { renderMail } from './index';

const htmlLang = (locale: Locale) => LOCALES.find((l) => l.code === locale)!.htmlLang;
const english = translator('en');

/** What every client mail ends with, in the client's language: the request's page and the support hours. */
function expectFrame(mail: { html: string; text: string }, locale: Locale) {
  const t = translator(locale);
  const { requestUrl } = clientRecipient(locale);
  expect(mail.html).toContain(`<html lang="${htmlLang(locale)}">`);
  expect(mail.text).toContain(t('email.manageLine'));
  expect(mail.text).toContain(requestUrl);
  expect(mail.html).toContain(`href="${requestUrl}"`);
  expect(mail.text).toContain(t('email.supportHours'));
}

describe.each(LOCALE_CODES)('client emails in %s', (locale) => {
  const t = translator(locale);
  const client = clientRecipient(locale);
  const promise = responsePromiseIn(t, RESPONSE_PROMISE_BUSINESS_HOURS);

  it('client-confirmation: says what was asked, where, to whom and when to expect contact, in the client’s language', () => {
    const data = buildClientConfirmation({ leadId: '3kX9aBcDeFgHiJkLq9z2' });
    const mail = renderMail('client-confirmation', data, client);
    expect(mail.subject).toBe(t('email.confirmation.subject', { firm: 'Khumalo Legal Inc.' }));
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(t('email.confirmation.title'));
      expect(part).toContain(shortReference(data.leadId));
    }
    expect(mail.text).toContain(
      t('email.confirmation.intro', {
        name: 'Lerato',
        need: areaNameIn(locale, 'uncontested-divorce'),
        area: 'Soweto, Gauteng',
        firm: 'Khumalo Legal Inc.',
        promise,
      }),
    );
    expect(mail.text).toContain(`${t('email.confirmation.reference')}: ${shortReference(data.leadId)}`);
    expectFrame(mail, locale);
    if (locale !== 'en') {
      // A translated email is not the English one, and the need is in the client's words, not the firm's.
      expect(mail.text).not.toContain(english('email.confirmation.title'));
      expect(mail.text).not.toContain('Uncontested Divorce');
    }
  });

  it('lead-release-request: asks whether to share the details with the firm, with both links, in the client’s language', () => {
    const data = buildLeadReleaseRequest();
    const mail = renderMail('lead-release-request', data, client);
    const firm = data.firmName;
    expect(mail.subject).toBe(t('email.release.subject', { firm }));
    expect(mail.text).toContain(t('email.release.title'));
    expect(mail.text).toContain(
      t('email.release.intro', { name: 'Nomsa', firm, need: areaNameIn(locale, 'evictions'), area: 'Soweto, Gauteng' }),
    );
    expect(mail.text).toContain(t('email.release.ask', { firm }));
    expect(mail.text).toContain(`${t('email.release.linksUntil')}: ${formatSastDate(data.expiresOn, locale)}`);
    expect(mail.text).toContain(`${t('email.release.share', { firm })}: ${data.releaseUrl}`);
    expect(mail.text).toContain(`${t('email.release.decline')}: ${data.declineUrl}`);
    expectFrame(mail, locale);
    if (locale !== 'en') expect(mail.text).not.toContain(english('email.release.title'));
  });

  it('review-invite: offers the one review link until its last day, in the client’s language', () => {
    const data = buildReviewInvite();
    const mail = renderMail('review-invite', data, client);
    const firm = data.firmName;
    expect(mail.subject).toBe(t('email.review.subject', { firm }));
    expect(mail.text).toContain(t('email.review.title', { firm }));
    expect(mail.text).toContain(t('email.review.intro', { name: data.name, firm, brand: BRAND_NAME }));
    expect(mail.text).toContain(`${t('email.review.linkUntil')}: ${formatSastDate(data.expiresOn, locale)}`);
    expect(mail.text).toContain(`${t('email.review.button', { firm })}: ${data.reviewUrl}`);
    expect(mail.html).toContain(`href="${data.reviewUrl}"`);
    expect(mail.text).toContain(t('email.review.note'));
    expectFrame(mail, locale);
    if (locale !== 'en') expect(mail.text).not.toContain(english('email.review.note'));
  });

  it('lead-rerouted: names the firm that has the request now and the one that did not answer, in the client’s language', () => {
    const data = buildLeadRerouted();
    const mail = renderMail('lead-rerouted', data, client);
    const firm = data.firmName;
    const previous = data.previousFirmName;
    expect(mail.subject).toBe(t('email.rerouted.subject', { firm }));
    expect(mail.text).toContain(t('email.rerouted.title'));
    expect(mail.text).toContain(
      t('email.rerouted.intro', {
        name: 'Lerato',
        previous,
        need: areaNameIn(locale, 'uncontested-divorce'),
        area: 'Soweto, Gauteng',
        firm,
        promise,
      }),
    );
    expect(mail.text).toContain(`${t('email.confirmation.firm')}: ${firm}`);
    expect(mail.text).toContain(`${t('email.confirmation.expect')}: ${promise}`);
    expect(mail.text).toContain(`${t('email.confirmation.reference')}: ${shortReference(data.leadId)}`);
    expect(mail.text).toContain(t('email.rerouted.note', { brand: BRAND_NAME, previous }));
    expectFrame(mail, locale);
    if (locale !== 'en') {
      expect(mail.text).not.toContain(english('email.rerouted.title'));
      expect(mail.text).not.toContain('did not respond');
    }
  });

  it('lead-unanswered: offers a send-on link per firm and a new match, in the client’s language', () => {
    const data = buildLeadUnanswered({ offers: [buildLeadUnanswered().offers[0]!] });
    const mail = renderMail('lead-unanswered', data, client);
    const firm = data.firmName;
    expect(mail.subject).toBe(t('email.unanswered.subject', { firm }));
    expect(mail.text).toContain(t('email.unanswered.title'));
    expect(mail.text).toContain(
      t('email.unanswered.intro', {
        name: 'Lerato',
        firm,
        need: areaNameIn(locale, 'uncontested-divorce'),
        area: 'Soweto, Gauteng',
      }),
    );
    expect(mail.text).toContain(`${t('email.unanswered.firm')}: ${firm}`);
    expect(mail.text).toContain(t('email.unanswered.chooseOffers', { promise }));
    expect(mail.text).toContain(`${t('email.unanswered.sendTo', { firm: 'Khumalo Legal Inc.' })}: ${data.offers[0]!.sendOnUrl}`);
    expect(mail.text).toContain(t('email.unanswered.noteOffers', { brand: BRAND_NAME, firm }));
    expect(mail.text).toContain(`${t('email.unanswered.newMatch')}: ${data.newMatchUrl}`);
    expectFrame(mail, locale);
    if (locale !== 'en') expect(mail.text).not.toContain(english('email.unanswered.title'));
  });
});
