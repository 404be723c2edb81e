import { translator } from '@/domain/i18n/translate';
import { BRAND_NAME } from '@/domain/shared/brand';
import { formatSastDate } from '@/domain/shared/format';
import type { ClientRecipient } from '@/domain/mail/envelope';
import type { MailData } from '../contracts';
import { clientMail } from './client-mail';
import type { RenderedMail } from './layout';

/**
 * A firm marked the client's request contacted or converted: the client may review that firm once.
 * The link opens a page that shows the firm and asks for stars and text; following it decides
 * nothing, so a mail scanner that opens links leaves no review. Written in the language the client
 * used the wizard in (the envelope's `locale`; words in src/locales).
 */
export function reviewInvite(data: MailData<'review-invite'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const firm = data.firmName;
  const title = t('email.review.title', { firm });
  const intro = t('email.review.intro', { name: data.name, firm, brand: BRAND_NAME });
  const rows: [string, string][] = [
    [t('email.confirmation.firm'), firm],
    [t('email.review.linkUntil'), formatSastDate(data.expiresOn, locale)],
  ];
  const review = t('email.review.button', { firm });
  const note = t('email.review.note');
  return clientMail(client, t, {
    subject: t('email.review.subject', { firm }),
    title,
    parts: [intro, { rows }, { link: review, url: data.reviewUrl }, note],
  });
}
