/**
 * Issue 27, one case per producer since issue 36: the lead's language reaches the mail its
 * producer queued. Each case makes a client's lead the way the real writer does (the wizard's
 * `locale` on formData), runs the real producer (requestMatch, acceptOpenLead, the review invite,
 * the clock's reroute and lapse, sendLeadOn), and checks the queued envelope: the language and the
 * request link beside `to`, every link in the data opening its page in that language, and the mail
 * the delivery trigger renders from it being in that language. How each template reads in every
 * language is checked without the emulators, from the real catalogs
 * (functions/src/mail/templates/client-languages.test.ts); a different language per producer here,
 * so every non-English locale crosses a real seam.
 */
import { translator } from '@/domain/i18n/translate';
import { LOCALES, type Locale } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { sendReviewInvite } from '../../functions/src/reviews/on-lead-answered';
import { confirmedContact, leadConsent, leadDocument } from '../fixtures/lead-factory';
import { runJobAt } from '../fixtures/clock-run';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';
import { person, putFirm } from './matching-fixtures';
import { firstAndSecondFirms, overdueLead, wizardFormData } from './overdue-leads';
import { onlyMailTo, type QueuedRecipient } from './queued-mail';
import { shareCase } from './shared-cases';

vi.setConfig({ testTimeout: 60_000 });

const htmlLang = (locale: Locale) => LOCALES.find((l) => l.code === locale)!.htmlLang;
const pathIn = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`);

/** The envelope carries the lead's language and a request link that opens the request's page in it. */
function expectEnvelopeIn(envelope: QueuedRecipient, locale: Locale) {
  expect(envelope.locale).toBe(locale);
  const link = new URL(envelope.requestUrl!);
  expect(link.pathname).toBe(pathIn(locale, PATHS.myRequest));
  expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
}

/** The rendered mail is in that language: its frame, its subject and the request link at its foot. */
function expectRenderedIn(mail: { html: string; text: string; subject: string }, envelope: QueuedRecipient, locale: Locale) {
  expect(mail.html).toContain(`<html lang="${htmlLang(locale)}">`);
  expect(mail.text).toContain(translator(locale)('email.manageLine'));
  expect(mail.text).toContain(envelope.requestUrl!);
}

beforeEach(async () => {
  await clearFirestore();
});

describe('the lead’s language reaches the queued mail', () => {
  it('requestMatch (tn): the language is stored with the lead and the confirmation goes out in it; English is the default', async () => {
    await putFirm('paid', {
      primaryCity: 'Johannesburg',
      cities: ['Johannesburg'],
      firmName: 'Khumalo Legal Inc.',
      practiceAreas: ['uncontested-divorce'],
    });
    const { data, error } = await callFunction<{ leadId: string }>('requestMatch', { ...person, locale: 'tn' });
    expect(error).toBeUndefined();
    expect((await db.doc(`leads/${data!.leadId}`).get()).get('formData.locale')).toBe('tn');
    const { mail, envelope } = await onlyMailTo(person.email, 'client-confirmation');
    expectEnvelopeIn(envelope, 'tn');
    expectRenderedIn(mail, envelope, 'tn');
    expect(mail.subject).toBe(translator('tn')('email.confirmation.subject', { firm: 'Khumalo Legal Inc.' }));
    // The need in the client's words; the firm reads 'Uncontested Divorce'.
    expect(mail.text).not.toContain('Uncontested Divorce');

    // A client who used the wizard in English: nothing stored, and the envelope says English.
    const english = { ...person, email: 'english@example.co.za' };
    const second = await callFunction<{ leadId: string }>('requestMatch', english);
    expect(second.error).toBeUndefined();
    expect((await db.doc(`leads/${second.data!.leadId}`).get()).get('formData.locale')).toBeUndefined();
    const queued = await onlyMailTo(english.email, 'client-confirmation');
    expectEnvelopeIn(queued.envelope, 'en');
    expectRenderedIn(queued.mail, queued.envelope, 'en');
  });

  it('acceptOpenLead (xh): the release request and its links are in the original lead’s language', async () => {
    const firmId = 'release-lang';
    const firmName = 'Khumalo Legal Inc.';
    await writeFirm(firmId, firmSpec({ firmName, province: 'Gauteng', primaryServiceArea: 'Gauteng', packageType: 'premium' }));
    const email = 'nomsa-xh@example.co.za';
    await shareCase('xh-case', { client: { email, locale: 'xh' } });
    const { error } = await callFunction(
      'acceptOpenLead',
      { openLeadId: 'xh-case' },
      await idTokenFor(`${firmId}@firm.test`, { firmId }),
    );
    expect(error).toBeUndefined();

    const { mail, data, envelope } = await onlyMailTo<{ releaseUrl: string; declineUrl: string }>(email, 'lead-release-request');
    expectEnvelopeIn(envelope, 'xh');
    expectRenderedIn(mail, envelope, 'xh');
    expect(mail.subject).toBe(translator('xh')('email.release.subject', { firm: firmName }));
    expect(new URL(data.releaseUrl).pathname).toBe(pathIn('xh', PATHS.leadRelease));
    expect(new URL(data.declineUrl).pathname).toBe(pathIn('xh', PATHS.leadRelease));
    // The request link opens the client's own (original) request, not the firm's blind copy.
    const access = await db.collection('requestAccess').where('leadId', '==', 'orig-xh-case').get();
    expect(access.size).toBe(1);
  });

  it('the review invite (af): queued in the language of the answered lead', async () => {
    const firmId = 'rev-lang';
    const firmName = 'Dlamini Attorneys';
    await writeFirm(firmId, firmSpec({ firmName, packageType: 'premium' }));
    const email = 'thandi-af@example.co.za';
    await db
      .doc('leads/rev-lang-af')
      .set(leadDocument({ firmId, ...confirmedContact(), formData: { email, firstName: 'Thandi', locale: 'af' } }));
    expect(await sendReviewInvite('rev-lang-af')).toBe(true);

    const { mail, data, envelope } = await onlyMailTo<{ reviewUrl: string }>(email, 'review-invite');
    expectEnvelopeIn(envelope, 'af');
    expectRenderedIn(mail, envelope, 'af');
    expect(mail.subject).toBe(translator('af')('email.review.subject', { firm: firmName }));
    expect(new URL(data.reviewUrl).pathname).toBe(pathIn('af', PATHS.review));
    expect(new URL(data.reviewUrl).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${data.reviewUrl}"`);
  });

  it('the response clock’s reroute (nso): the rerouted notice is in the lapsed lead’s language', async () => {
    await firstAndSecondFirms();
    const email = 'thandi@example.co.za';
    await overdueLead('late', 'first', {
      consent: leadConsent(true),
      formData: { firstName: 'Thandi', lastName: 'Nkosi', email, locale: 'nso' },
    });
    const outcomes = await runJobAt<{ leadId: string; outcome: string; newLeadId?: string }>(
      'responseClockRun',
      Date.now() + 3_600_000,
    );
    const rerouted = outcomes.find((o) => o.leadId === 'late');
    expect(rerouted).toMatchObject({ outcome: 'rerouted' });

    const { mail, envelope } = await onlyMailTo(email, 'lead-rerouted');
    expectEnvelopeIn(envelope, 'nso');
    expectRenderedIn(mail, envelope, 'nso');
    expect(mail.subject).toBe(translator('nso')('email.rerouted.subject', { firm: 'Second Attorneys' }));
    // The request link opens the new lead (the one the second firm has).
    const token = new URL(envelope.requestUrl!).searchParams.get('token')!;
    const { data: view } = await callFunction<{ firmName: string }>('getMyRequest', { token });
    expect(view?.firmName).toBe('Second Attorneys');
  });

  it('sendLeadOn (st): the confirmation for the firm the client chose is in the lapsed lead’s language', async () => {
    await firstAndSecondFirms();
    await overdueLead('late', 'first', { consent: leadConsent(false), formData: { locale: 'st' } });
    await runJobAt('responseClockRun', Date.now() + 3_600_000);
    const { data: offer } = await onlyMailTo<{ offers: { sendOnUrl: string }[] }>(wizardFormData.email, 'lead-unanswered');
    const token = new URL(offer.offers[0]!.sendOnUrl).searchParams.get('token')!;
    expect((await callFunction('sendLeadOn', { token })).error).toBeUndefined();

    const { mail, envelope } = await onlyMailTo(wizardFormData.email, 'client-confirmation');
    expectEnvelopeIn(envelope, 'st');
    expectRenderedIn(mail, envelope, 'st');
    expect(mail.subject).toBe(translator('st')('email.confirmation.subject', { firm: 'Second Attorneys' }));
  });

  it('the response clock’s lapse (zu): the send-on offer and its links are in the lapsed lead’s language', async () => {
    await firstAndSecondFirms();
    await overdueLead('late', 'first', { consent: leadConsent(false), formData: { locale: 'zu' } });
    await runJobAt('responseClockRun', Date.now() + 3_600_000);

    const { mail, data, envelope } = await onlyMailTo<{ offers: { sendOnUrl: string }[]; newMatchUrl: string }>(
      wizardFormData.email,
      'lead-unanswered',
    );
    expectEnvelopeIn(envelope, 'zu');
    expectRenderedIn(mail, envelope, 'zu');
    expect(mail.subject).toBe(translator('zu')('email.unanswered.subject', { firm: 'First Attorneys' }));
    expect(data.offers).toHaveLength(1);
    expect(new URL(data.offers[0]!.sendOnUrl).pathname).toBe(pathIn('zu', PATHS.sendOn));
    expect(new URL(data.newMatchUrl).pathname).toBe(pathIn('zu', '/matching'));
  });
});
