/**
 * Issue 27: the review invite is written in the language the client used the wizard in. Each case
 * seeds an answered lead as requestMatch writes it (with `formData.locale`), sends the invite
 * through the trigger's own code, reads the mail document it queued and renders it with the real
 * template, as the delivery trigger does.
 */
import { translator } from '@/domain/i18n/translate';
import { BRAND_NAME } from '@/domain/shared/brand';
import { formatSastDate } from '@/domain/shared/format';
import { LOCALES, LOCALE_CODES } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { sendReviewInvite } from '../../functions/src/reviews/on-lead-answered';
import { confirmedContact, leadDocument } from '../fixtures/lead-factory';
import { db } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';
import { onlyMailTo } from './queued-mail';

const run = `${Date.now()}`;
const firmId = `rev-lang-${run}`;
const firmName = 'Dlamini Attorneys';

beforeAll(async () => {
  await writeFirm(firmId, firmSpec({ firmName, packageType: 'premium' }));
});

describe.each(LOCALE_CODES)('the review invite for a client who used %s', (locale) => {
  it('is queued in the client’s language', async () => {
    const leadId = `rev-lang-${locale}-${run}`;
    const email = `client-${locale}-${run}@example.co.za`;
    const formData = { email, firstName: 'Thandi', ...(locale === 'en' ? {} : { locale }) };
    await db.doc(`leads/${leadId}`).set(leadDocument({ firmId, ...confirmedContact(), formData }));
    expect(await sendReviewInvite(leadId)).toBe(true);

    const { mail, data: queued } = await onlyMailTo<{ name: string; reviewUrl: string; manageUrl: string; expiresOn: string }>(
      email,
      'review-invite',
    );

    const t = translator(locale);
    expect(mail.subject).toBe(t('email.review.subject', { firm: firmName }));
    expect(mail.html).toContain(`<html lang="${LOCALES.find((l) => l.code === locale)!.htmlLang}">`);
    expect(mail.text).toContain(t('email.review.title', { firm: firmName }));
    expect(mail.text).toContain(t('email.review.intro', { name: queued.name, firm: firmName, brand: BRAND_NAME }));
    expect(mail.text).toContain(`${t('email.review.linkUntil')}: ${formatSastDate(queued.expiresOn, locale)}`);
    expect(mail.text).toContain(`${t('email.review.button', { firm: firmName })}: ${queued.reviewUrl}`);
    expect(mail.text).toContain(t('email.review.note'));
    expect(mail.text).toContain(t('email.manageLine'));
    // The review page and the request page open in the client's language.
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(new URL(queued.manageUrl).pathname).toBe(`${prefix}${PATHS.myRequest}`);
    expect(new URL(queued.reviewUrl).pathname).toBe(`${prefix}${PATHS.review}`);
    expect(new URL(queued.reviewUrl).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The rendered mail carries that same link.
    expect(mail.html).toContain(`href="${queued.reviewUrl}"`);
    if (locale !== 'en') expect(mail.text).not.toContain(translator('en')('email.review.note'));
  });
});
