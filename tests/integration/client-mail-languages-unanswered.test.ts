/**
 * Issue 27: the "your firm did not answer" email with its send-on offers is written in the
 * language the client used the wizard in. Each case seeds an overdue lead as requestMatch writes it
 * (with `formData.locale`), runs the real response clock, reads the mail document the lapse queued
 * and renders it with the real template, as the delivery trigger does.
 */
import { areaNameIn } from '../fixtures/area-names';
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { BRAND_NAME, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { LOCALES, LOCALE_CODES } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { leadConsent } from '../fixtures/lead-factory';
import { clearFirestore } from './emulator-clients';
import { firstAndSecondFirms, overdueLead, wizardFormData } from './overdue-leads';
import { onlyMailTo } from './queued-mail';
import { runJobAt } from '../fixtures/clock-run';

vi.setConfig({ testTimeout: 60_000 });

const CLIENT = wizardFormData.email;

const runClockAt = (now: number) => runJobAt('responseClockRun', now);

beforeEach(async () => {
  await clearFirestore();
});

describe.each(LOCALE_CODES)('a lapse for a client who used %s', (locale) => {
  it('queues the send-on offer in the client’s language, its links opening the pages in it', async () => {
    await firstAndSecondFirms();
    await overdueLead('late', 'first', { consent: leadConsent(false), formData: locale === 'en' ? {} : { locale } });
    await runClockAt(Date.now() + 3_600_000);

    const { mail, data: queued } = await onlyMailTo<{ offers: { sendOnUrl: string }[]; newMatchUrl: string; manageUrl: string }>(
      CLIENT,
      'lead-unanswered',
    );

    const t = translator(locale);
    const firm = 'First Attorneys';
    expect(mail.subject).toBe(t('email.unanswered.subject', { firm }));
    expect(mail.html).toContain(`<html lang="${LOCALES.find((l) => l.code === locale)!.htmlLang}">`);
    expect(mail.text).toContain(t('email.unanswered.title'));
    expect(mail.text).toContain(
      t('email.unanswered.intro', {
        name: 'Lerato',
        firm,
        need: areaNameIn(locale, 'uncontested-divorce'),
        area: 'Johannesburg, Gauteng',
      }),
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
