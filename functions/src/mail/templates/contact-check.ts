import { englishNameIn } from '@/domain/i18n/area-names';
import { translator } from '@/domain/i18n/translate';
import { BRAND_NAME } from '@/domain/shared/brand';
import { formatSastDate, formatSastDateTime } from '@/domain/shared/format';
import type { ClientRecipient } from '@/domain/mail/envelope';
import type { MailData } from '../contracts';
import { clientMail } from './client-mail';
import type { RenderedMail } from './layout';

/**
 * "Did <firm> contact you?": the firm marked the client's request contacted, and only the client's
 * answer counts (src/domain/leads/contact-claim.ts). Two links, Yes and No; each opens a page that
 * asks once more before anything is recorded, so a mail scanner that follows links answers nothing.
 * Written in the language the client used the wizard in (the envelope's `locale`).
 */
export function contactCheck(data: MailData<'contact-check'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const firm = data.firmName;
  const need = englishNameIn(data.need, locale, t);
  const rows: [string, string][] = [
    [t('email.confirmation.firm'), firm],
    [t('email.confirmation.need'), need],
    [t('email.contactCheck.claimedAt'), formatSastDateTime(data.claimedAt, locale)],
    [t('email.confirmation.reference'), data.leadId],
    [t('email.review.linkUntil'), formatSastDate(data.expiresOn, locale)],
  ];
  return clientMail(client, t, {
    subject: t('email.contactCheck.subject', { firm }),
    title: t('email.contactCheck.title', { firm }),
    parts: [
      t('email.contactCheck.intro', { name: data.name, firm, need }),
      { rows },
      { link: t('email.contactCheck.yes', { firm }), url: data.yesUrl },
      { link: t('email.contactCheck.no', { firm }), url: data.noUrl },
      t('email.contactCheck.note', { brand: BRAND_NAME, firm }),
    ],
  });
}
