/**
 * Issue 27: the client's confirmation email is written in the language they used the wizard in.
 * Each case calls the real requestMatch with the `locale` the wizard sends, reads the mail
 * document the real lead transaction queued, and renders it with the real template, as the
 * delivery trigger does: nothing here is a hand-written payload.
 */
import { areaNameIn } from '../fixtures/area-names';
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { shortReference } from '@/domain/shared/format';
import { LOCALES, LOCALE_CODES } from '@/domain/shared/locales';
import { callFunction, clearFirestore, db } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';
import { onlyMailTo } from './queued-mail';

beforeEach(async () => {
  await clearFirestore();
});

describe.each(LOCALE_CODES)('requestMatch in %s', (locale) => {
  it('stores the language with the lead and queues the confirmation email in it', async () => {
    await putFirm('paid', {
      primaryCity: 'Johannesburg',
      cities: ['Johannesburg'],
      firmName: 'Khumalo Legal Inc.',
      practiceAreas: ['uncontested-divorce'],
    });
    const criteria = locale === 'en' ? person : { ...person, locale };
    const { data, error } = await callFunction<{ leadId: string }>('requestMatch', criteria);
    expect(error).toBeUndefined();
    const lead = await db.doc(`leads/${data!.leadId}`).get();
    expect(lead.get('formData.locale')).toBe(locale === 'en' ? undefined : locale);

    const { mail, data: mailData } = await onlyMailTo(person.email, 'client-confirmation');

    const t = translator(locale);
    const promise = responsePromiseIn(t, RESPONSE_PROMISE_BUSINESS_HOURS);
    expect(mail.subject).toBe(t('email.confirmation.subject', { firm: 'Khumalo Legal Inc.' }));
    expect(mail.html).toContain(`<html lang="${LOCALES.find((l) => l.code === locale)!.htmlLang}">`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(t('email.confirmation.title'));
      expect(part).toContain(shortReference(data!.leadId));
    }
    expect(mail.text).toContain(
      t('email.confirmation.intro', {
        name: 'Lerato',
        need: areaNameIn(locale, 'uncontested-divorce'),
        area: 'Johannesburg, Gauteng',
        firm: 'Khumalo Legal Inc.',
        promise,
      }),
    );
    expect(mail.text).toContain(`${t('email.confirmation.reference')}: ${shortReference(data!.leadId)}`);
    expect(mail.text).toContain(t('email.manageLine'));
    // The link to the request page opens it in the client's language.
    const manageUrl = String((mailData as { manageUrl?: string }).manageUrl);
    expect(new URL(manageUrl).pathname).toBe(locale === 'en' ? '/my-request' : `/${locale}/my-request`);
    expect(mail.text).toContain(manageUrl);
    expect(mail.text).toContain(t('email.supportHours'));
    // A translated email is not the English one: its title and intro differ from English's.
    if (locale !== 'en') expect(mail.text).not.toContain(translator('en')('email.confirmation.title'));
    // The need too: the firm reads 'Uncontested Divorce', the client their own language's name.
    if (locale !== 'en') expect(mail.text).not.toContain('Uncontested Divorce');
  });
});
