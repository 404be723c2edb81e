import { englishNameIn } from '@/domain/i18n/area-names';
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { BRAND_NAME, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import type { ClientRecipient } from '@/domain/mail/envelope';
import type { MailData } from '../contracts';
import { clientMail } from './client-mail';
import type { RenderedMail } from './layout';

/**
 * The firm did not answer by its deadline and the request was not passed on automatically. The
 * client chooses: one link per next best firm (each opens a page that asks before anything is
 * sent, so a mail scanner that follows links sends nothing), or a new match. Written in the
 * language the client used the wizard in (the envelope's `locale`; words in src/locales).
 */
export function leadUnanswered(data: MailData<'lead-unanswered'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const need = englishNameIn(data.need, locale, t);
  const firm = data.firmName;
  const title = t('email.unanswered.title');
  const intro = t('email.unanswered.intro', { name: data.name, firm, need, area: data.area });
  const rows: [string, string][] = [
    [t('email.unanswered.firm'), firm],
    [t('email.confirmation.need'), need],
    [t('email.confirmation.area'), data.area],
    [t('email.confirmation.reference'), data.leadId],
    ...(data.expiresOn ? ([[t('email.release.linksUntil'), data.expiresOn]] as [string, string][]) : []),
  ];
  const choose = data.offers.length
    ? t('email.unanswered.chooseOffers', { promise: responsePromiseIn(t, RESPONSE_PROMISE_BUSINESS_HOURS) })
    : t('email.unanswered.noOffers');
  const links = data.offers.map((offer) => ({
    label: t('email.unanswered.sendTo', { firm: offer.firmName }),
    url: offer.sendOnUrl,
  }));
  const note = data.offers.length
    ? t('email.unanswered.noteOffers', { brand: BRAND_NAME, firm })
    : t('email.unanswered.noteNone', { brand: BRAND_NAME, firm });
  const newMatch = t('email.unanswered.newMatch');
  return clientMail(client, t, {
    subject: t('email.unanswered.subject', { firm }),
    title,
    parts: [
      intro,
      { rows },
      choose,
      ...links.map((l) => ({ link: l.label, url: l.url })),
      note,
      { link: newMatch, url: data.newMatchUrl },
    ],
  });
}
