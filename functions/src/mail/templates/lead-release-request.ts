import { englishNameIn } from '@/domain/i18n/area-names';
import { translator } from '@/domain/i18n/translate';
import { BRAND_NAME } from '@/domain/shared/brand';
import { formatSastDate } from '@/domain/shared/format';
import type { ClientRecipient } from '@/domain/mail/envelope';
import type { MailData } from '../contracts';
import { clientMail } from './client-mail';
import type { RenderedMail } from './layout';

/**
 * A firm accepted the client's shared case without seeing who they are; the client chooses whether
 * that firm receives their contact details. Two links, one per answer; both open a page that asks
 * again before anything happens, so a mail scanner that follows links decides nothing. Written in
 * the language the client used the wizard in (the envelope's `locale`; words in src/locales).
 */
export function leadReleaseRequest(data: MailData<'lead-release-request'>, client: ClientRecipient): RenderedMail {
  const { locale } = client;
  const t = translator(locale);
  const need = englishNameIn(data.need, locale, t);
  const firm = data.firmName;
  const title = t('email.release.title');
  const intro = t('email.release.intro', { name: data.name, firm, need, area: data.area });
  const ask = t('email.release.ask', { firm });
  const rows: [string, string][] = [
    [t('email.confirmation.firm'), firm],
    [t('email.confirmation.need'), need],
    [t('email.confirmation.area'), data.area],
    [t('email.release.linksUntil'), formatSastDate(data.expiresOn, locale)],
  ];
  const share = t('email.release.share', { firm });
  const decline = t('email.release.decline');
  const note = t('email.release.note', { brand: BRAND_NAME, decline });
  return clientMail(client, t, {
    subject: t('email.release.subject', { firm }),
    title,
    parts: [intro, { rows }, ask, { link: share, url: data.releaseUrl }, { link: decline, url: data.declineUrl }, note],
  });
}
