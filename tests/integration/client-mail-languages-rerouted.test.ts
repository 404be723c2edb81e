/**
 * Issue 27: the rerouted notice (the first firm did not answer in time and, as the client agreed,
 * the request went to the next best firm) is written in the language the client used the wizard
 * in. Each case seeds an overdue lead with the reroute consent as requestMatch writes it (with
 * `formData.locale`), runs the real response clock, reads the mail document the reroute queued
 * and renders it with the real template, as the delivery trigger does.
 */
import { areaNameIn } from '../fixtures/area-names';
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { BRAND_NAME, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { shortReference } from '@/domain/shared/format';
import { LOCALES, LOCALE_CODES } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { leadConsent } from '../fixtures/lead-factory';
import { clearFirestore } from './emulator-clients';
import { firstAndSecondFirms, overdueLead } from './overdue-leads';
import { onlyMailTo } from './queued-mail';
import { runJobAt } from '../fixtures/clock-run';

vi.setConfig({ testTimeout: 60_000 });

const CLIENT = 'thandi@example.co.za';

const runClockAt = (now: number) => runJobAt<{ leadId: string; outcome: string; newLeadId?: string }>('responseClockRun', now);

beforeEach(async () => {
  await clearFirestore();
});

describe.each(LOCALE_CODES)('a reroute for a client who used %s', (locale) => {
  it('queues the rerouted notice in the client’s language, its link opening the request page in it', async () => {
    await firstAndSecondFirms();
    await overdueLead('late', 'first', {
      consent: leadConsent(true),
      formData: { firstName: 'Thandi', lastName: 'Nkosi', email: CLIENT, ...(locale === 'en' ? {} : { locale }) },
    });
    const outcomes = await runClockAt(Date.now() + 3_600_000);
    const rerouted = outcomes.find((o) => o.leadId === 'late');
    expect(rerouted).toMatchObject({ outcome: 'rerouted' });

    const { mail, data: queued } = await onlyMailTo<{ manageUrl: string; locale?: string }>(CLIENT, 'lead-rerouted');
    expect(queued.locale).toBe(locale === 'en' ? undefined : locale);

    const t = translator(locale);
    const firm = 'Second Attorneys';
    const previous = 'First Attorneys';
    const promise = responsePromiseIn(t, RESPONSE_PROMISE_BUSINESS_HOURS);
    expect(mail.subject).toBe(t('email.rerouted.subject', { firm }));
    expect(mail.html).toContain(`<html lang="${LOCALES.find((l) => l.code === locale)!.htmlLang}">`);
    expect(mail.text).toContain(t('email.rerouted.title'));
    expect(mail.text).toContain(
      t('email.rerouted.intro', {
        name: 'Thandi',
        previous,
        need: areaNameIn(locale, 'uncontested-divorce'),
        area: 'Johannesburg, Gauteng',
        firm,
        promise,
      }),
    );
    expect(mail.text).toContain(`${t('email.confirmation.firm')}: ${firm}`);
    expect(mail.text).toContain(`${t('email.confirmation.expect')}: ${promise}`);
    expect(mail.text).toContain(`${t('email.confirmation.reference')}: ${shortReference(rerouted!.newLeadId!)}`);
    expect(mail.text).toContain(t('email.rerouted.note', { brand: BRAND_NAME, previous }));
    expect(mail.text).toContain(t('email.manageLine'));
    expect(mail.text).toContain(t('email.supportHours'));
    // The request's page opens in the client's language.
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(new URL(queued.manageUrl).pathname).toBe(`${prefix}${PATHS.myRequest}`);
    if (locale !== 'en') {
      expect(mail.text).not.toContain(translator('en')('email.rerouted.title'));
      expect(mail.text).not.toContain('did not respond');
    }
  });
});
