import { englishNameIn } from '@/domain/i18n/area-names';
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { LEGAL_AID_ADVICE_LINE, LEGAL_AID_WEBSITE, LPC_PROVINCIAL_OFFICES, LPC_WEBSITE } from '@/domain/leads/other-help';
import type { Translate } from '@/domain/i18n/translate';
import { BRAND_NAME, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import type { Province } from '@/domain/shared/provinces';
import type { ClientRecipient } from '@/domain/mail/envelope';
import type { MailData } from '../contracts';
import { clientMail } from './client-mail';
import type { RenderedMail } from './layout';

/**
 * The firm did not answer by its deadline and the request was not passed on automatically; or
 * (`reason: 'contact-denied'`) the client answered No to "Did <firm> contact you?", so the firm's
 * contact was not confirmed and the request is open again: the same choices, in words that do not
 * say the firm was late. The client chooses: one link per next best firm (each opens a page that asks before anything is
 * sent, so a mail scanner that follows links sends nothing), or a new match. Written in the
 * language the client used the wizard in (the envelope's `locale`; words in src/locales).
 */
export function leadUnanswered(data: MailData<'lead-unanswered'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const need = englishNameIn(data.need, locale, t);
  const firm = data.firmName;
  const denied = data.reason === 'contact-denied';
  const title = t(denied ? 'email.contactDenied.title' : 'email.unanswered.title');
  const intro = t(denied ? 'email.contactDenied.intro' : 'email.unanswered.intro', {
    name: data.name,
    firm,
    need,
    area: data.area,
  });
  const rows: [string, string][] = [
    [t(denied ? 'email.contactDenied.firm' : 'email.unanswered.firm'), firm],
    [t('email.confirmation.need'), need],
    [t('email.confirmation.area'), data.area],
    [t('email.confirmation.reference'), data.leadId],
    ...(data.expiresOn ? ([[t('email.release.linksUntil'), data.expiresOn]] as [string, string][]) : []),
  ];
  const choose = data.offers.length
    ? t('email.unanswered.chooseOffers', { promise: responsePromiseIn(t, RESPONSE_PROMISE_BUSINESS_HOURS) })
    : t('email.unanswered.noOffers', { brand: BRAND_NAME });
  const links = data.offers.map((offer) => ({
    label: t('email.unanswered.sendTo', { firm: offer.firmName }),
    url: offer.sendOnUrl,
  }));
  const note = denied
    ? t(data.offers.length ? 'email.contactDenied.noteOffers' : 'email.contactDenied.noteNone', { brand: BRAND_NAME })
    : t(data.offers.length ? 'email.unanswered.noteOffers' : 'email.unanswered.noteNone', { brand: BRAND_NAME, firm });
  const newMatch = t('email.unanswered.newMatch');
  return clientMail(client, t, {
    subject: t(denied ? 'email.contactDenied.subject' : 'email.unanswered.subject', { firm }),
    title,
    parts: [
      intro,
      { rows },
      choose,
      ...links.map((l) => ({ link: l.label, url: l.url })),
      ...(data.offers.length ? [] : otherHelp(t, data.province)),
      note,
      { link: newMatch, url: data.newMatchUrl },
    ],
  });
}

/**
 * No firm on the platform is left for the request: where else the client can get help, said
 * plainly (issue 35). Legal Aid South Africa's Advice Line always; the Legal Practice Council's
 * office in the request's province when the mail knows it.
 */
function otherHelp(t: Translate, province: Province | undefined): string[] {
  const legalAid = t('email.help.legalAid', { phone: LEGAL_AID_ADVICE_LINE, website: LEGAL_AID_WEBSITE });
  if (!province) return [legalAid];
  const { office, phone } = LPC_PROVINCIAL_OFFICES[province];
  return [legalAid, t('email.help.lawSociety', { province, office, phone, website: LPC_WEBSITE })];
}
