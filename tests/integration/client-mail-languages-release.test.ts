/**
 * Issue 27: the release request (a firm took up the client's shared case and asks for their
 * details) is written in the language the client used the wizard in. Each case seeds the original
 * lead as requestMatch writes it (with `formData.locale`), calls the real acceptOpenLead, reads
 * the mail document it queued and renders it with the real template, as the delivery trigger does.
 */
import { areaNameIn } from '../fixtures/area-names';
import { translator } from '@/domain/i18n/translate';
import { formatSastDate } from '@/domain/shared/format';
import { LOCALES, LOCALE_CODES } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { callFunction, idTokenFor } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';
import { onlyMailTo } from './queued-mail';
import { shareCase } from './shared-cases';

const run = `${Date.now()}`;
let firmToken: string;
const firmId = `release-lang-${run}`;
const firmName = 'Khumalo Legal Inc.';

beforeAll(async () => {
  await writeFirm(firmId, firmSpec({ firmName, province: 'Gauteng', primaryServiceArea: 'Gauteng', packageType: 'premium' }));
  firmToken = await idTokenFor(`${firmId}@firm.test`, { firmId });
});

describe.each(LOCALE_CODES)('acceptOpenLead for a client who used %s', (locale) => {
  it('queues the release request in the client’s language, its links opening the pages in it', async () => {
    const id = `${locale}-${run}`;
    const email = `nomsa-${id}@example.co.za`;
    await shareCase(id, { client: { email, ...(locale === 'en' ? {} : { locale }) } });

    const { error } = await callFunction<{ leadId: string }>('acceptOpenLead', { openLeadId: id }, firmToken);
    expect(error).toBeUndefined();

    const { mail, data: queued } = await onlyMailTo<{
      releaseUrl: string;
      declineUrl: string;
      manageUrl: string;
      expiresOn: string;
    }>(email, 'lead-release-request');

    const t = translator(locale);
    expect(mail.subject).toBe(t('email.release.subject', { firm: firmName }));
    expect(mail.html).toContain(`<html lang="${LOCALES.find((l) => l.code === locale)!.htmlLang}">`);
    expect(mail.text).toContain(t('email.release.title'));
    expect(mail.text).toContain(
      t('email.release.intro', { name: 'Nomsa', firm: firmName, need: areaNameIn(locale, 'evictions'), area: 'Soweto, Gauteng' }),
    );
    expect(mail.text).toContain(t('email.release.ask', { firm: firmName }));
    expect(mail.text).toContain(`${t('email.release.linksUntil')}: ${formatSastDate(queued.expiresOn, locale)}`);
    expect(mail.text).toContain(`${t('email.release.share', { firm: firmName })}: ${queued.releaseUrl}`);
    expect(mail.text).toContain(`${t('email.release.decline')}: ${queued.declineUrl}`);
    expect(mail.text).toContain(t('email.manageLine'));
    expect(mail.text).toContain(t('email.supportHours'));
    // Every link opens its page in the client's language.
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(new URL(queued.releaseUrl).pathname).toBe(`${prefix}${PATHS.leadRelease}`);
    expect(new URL(queued.declineUrl).pathname).toBe(`${prefix}${PATHS.leadRelease}`);
    expect(new URL(queued.manageUrl).pathname).toBe(`${prefix}/my-request`);
    // A translated email is not the English one.
    if (locale !== 'en') expect(mail.text).not.toContain(translator('en')('email.release.title'));
  });
});
