import { englishNameIn } from '@/domain/i18n/area-names';
import { responsePromiseIn, translator } from '@/domain/i18n/translate';
import { BRAND_NAME, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { endSentence, shortReference } from '@/domain/shared/format';
import type { ClientRecipient } from '@/domain/mail/envelope';
import type { MailData } from '../contracts';
import { clientMail } from './client-mail';
import type { RenderedMail } from './layout';

/**
 * Tells the client their request went out, what for, to whom, and when to expect contact, in the
 * language they used the wizard in (the envelope's `locale`; the words are in src/locales).
 */
export function clientConfirmation(data: MailData<'client-confirmation'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const need = englishNameIn(data.need, locale, t);
  const promise = responsePromiseIn(t, RESPONSE_PROMISE_BUSINESS_HOURS);
  const title = t('email.confirmation.title');
  const intro = t('email.confirmation.intro', {
    name: data.name,
    need,
    area: data.area,
    firm: endSentence(data.firmName),
    promise,
  });
  const rows: [string, string][] = [
    [t('email.confirmation.firm'), data.firmName],
    [t('email.confirmation.need'), need],
    [t('email.confirmation.area'), data.area],
    [t('email.confirmation.expect'), promise],
    [t('email.confirmation.reference'), shortReference(data.leadId)],
  ];
  const note = t('email.confirmation.note', { brand: BRAND_NAME });
  return clientMail(client, t, {
    subject: t('email.confirmation.subject', { firm: data.firmName }),
    title,
    parts: [intro, { rows }, note],
  });
}
