import { englishNameIn } from '@/domain/i18n/area-names';
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { BRAND_NAME, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { shortReference } from '@/domain/shared/format';
import type { ClientRecipient } from '@/domain/mail/envelope';
import type { MailData } from '../contracts';
import { clientMail } from './client-mail';
import type { RenderedMail } from './layout';

/**
 * The client agreed to be rerouted: the first firm did not answer in time, and another firm now
 * has the request. Written in the language the client used the wizard in (the envelope's
 * `locale`; the words are in src/locales).
 */
export function leadRerouted(data: MailData<'lead-rerouted'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const need = englishNameIn(data.need, locale, t);
  const promise = responsePromiseIn(t, RESPONSE_PROMISE_BUSINESS_HOURS);
  const firm = data.firmName;
  const previous = data.previousFirmName;
  const title = t('email.rerouted.title');
  const intro = t('email.rerouted.intro', { name: data.name, previous, need, area: data.area, firm, promise });
  const rows: [string, string][] = [
    [t('email.confirmation.firm'), firm],
    [t('email.confirmation.need'), need],
    [t('email.confirmation.area'), data.area],
    [t('email.confirmation.expect'), promise],
    [t('email.confirmation.reference'), shortReference(data.leadId)],
  ];
  const note = t('email.rerouted.note', { brand: BRAND_NAME, previous });
  return clientMail(client, t, {
    subject: t('email.rerouted.subject', { firm }),
    title,
    parts: [intro, { rows }, note],
  });
}
