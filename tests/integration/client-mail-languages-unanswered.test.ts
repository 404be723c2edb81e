/**
 * Issue 27: the "your firm did not answer" email with its send-on offers is written in the
 * language the client used the wizard in. Each case seeds an overdue lead as requestMatch writes it
 * (with `formData.locale`), runs the real response clock, reads the mail document the lapse queued
 * and renders it with the real template, as the delivery trigger does.
 */
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { BRAND_NAME, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { LOCALES, LOCALE_CODES } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { isMailTemplate, renderMail } from '../../functions/src/mail/templates';
import { leadConsent, leadDocument } from '../fixtures/lead-factory';
import { clearFirestore, db } from './emulator-clients';
import { docsWhere, putFirm } from './matching-fixtures';
import { runJobAt } from '../fixtures/clock-run';

vi.setConfig({ testTimeout: 60_000 });

const DAY = 24 * 3_600_000;
const CLIENT = 'lerato@example.co.za';
const divorceFirm = { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] };

const runClockAt = (now: number) => runJobAt('responseClockRun', now);

beforeEach(async () => {
  await clearFirestore();
});

describe.each(LOCALE_CODES)('a lapse for a client who used %s', (locale) => {
  it('queues the send-on offer in the client’s language, its links opening the pages in it', async () => {
    await putFirm('first', { ...divorceFirm, firmName: 'First Attorneys', rating: 5 });
    await putFirm('second', { ...divorceFirm, firmName: 'Second Attorneys', rating: 4.8 });
    await db.doc('leads/late').set(
      leadDocument({
        firmId: 'first',
        createdAt: new Date(Date.now() - 5 * DAY),
        practiceArea: 'divorce-separation',
        consent: leadConsent(false),
        formData: {
          userType: 'person' as const,
          firstName: 'Lerato',
          lastName: 'Mokoena',
          email: CLIENT,
          phone: '0821234567',
          location: 'Gauteng',
          city: 'Johannesburg',
          practiceArea: 'family',
          subcategory: 'divorce-separation',
          specificItem: 'uncontested-divorce',
          legalTermsAccepted: true,
          ...(locale === 'en' ? {} : { locale }),
        },
      }),
    );
    await runClockAt(Date.now() + 3_600_000);

    const docs = (await docsWhere('mail', 'to', CLIENT)).filter((d) => d.template === 'lead-unanswered');
    expect(docs).toHaveLength(1);
    const { template, data: mailData } = docs[0]!;
    if (!isMailTemplate(template)) throw new Error(`unknown template ${String(template)}`);
    const mail = renderMail(template, mailData);
    const queued = mailData as { offers: { sendOnUrl: string }[]; newMatchUrl: string; manageUrl: string };

    const t = translator(locale);
    const firm = 'First Attorneys';
    expect(mail.subject).toBe(t('email.unanswered.subject', { firm }));
    expect(mail.html).toContain(`<html lang="${LOCALES.find((l) => l.code === locale)!.htmlLang}">`);
    expect(mail.text).toContain(t('email.unanswered.title'));
    expect(mail.text).toContain(
      t('email.unanswered.intro', { name: 'Lerato', firm, need: 'Uncontested Divorce', area: 'Johannesburg, Gauteng' }),
    );
    expect(mail.text).toContain(`${t('email.unanswered.firm')}: ${firm}`);
    expect(mail.text).toContain(
      t('email.unanswered.chooseOffers', { promise: responsePromiseIn(t, RESPONSE_PROMISE_BUSINESS_HOURS) }),
    );
    expect(queued.offers).toHaveLength(1);
    expect(mail.text).toContain(`${t('email.unanswered.sendTo', { firm: 'Second Attorneys' })}: ${queued.offers[0]!.sendOnUrl}`);
    expect(mail.text).toContain(t('email.unanswered.noteOffers', { brand: BRAND_NAME, firm }));
    expect(mail.text).toContain(`${t('email.unanswered.newMatch')}: ${queued.newMatchUrl}`);
    expect(mail.text).toContain(t('email.manageLine'));
    expect(mail.text).toContain(t('email.supportHours'));
    // Every link opens its page in the client's language.
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(new URL(queued.offers[0]!.sendOnUrl).pathname).toBe(`${prefix}${PATHS.sendOn}`);
    expect(new URL(queued.newMatchUrl).pathname).toBe(`${prefix}/matching`);
    expect(new URL(queued.manageUrl).pathname).toBe(`${prefix}${PATHS.myRequest}`);
    if (locale !== 'en') expect(mail.text).not.toContain(translator('en')('email.unanswered.title'));
  });
});
