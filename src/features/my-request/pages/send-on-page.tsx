import { useLocation } from 'react-router';
import { Alert, Button, ButtonLink, Card, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { leadReleaseTokenSchema } from '@/domain/leads/release';
import type { GetSendOnOfferResult } from '@/domain/leads/send-on';
import { useSendLeadOn, useSendOnOffer } from '../api/send-on';
import { sharedItemText } from '../request-words';
import { formatSastDate } from '@/domain/shared/format';
import { LocalizedMeta } from '@/components/localized-meta';
import { localNeed } from '@/lib/i18n/need-name';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';

const NEW_MATCH_PATH = '/matching';

/**
 * Opened from a link in the "your firm did not answer" email. Opening it sends nothing (mail
 * scanners open links): the page names the firm, lists what it would receive and asks for the
 * client's agreement; only the button sends the request on. In the client's language (`/zu/send-on`):
 * the refusals by their reasons (api/send-on.ts), the list of what is shared by its items' keys.
 */
export default function SendOnPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <Container className="py-12">
      <LocalizedMeta page="send-on" />
      <div className="mx-auto max-w-2xl">
        {leadReleaseTokenSchema.safeParse(token).success ? (
          <SendOnQuestion token={token} />
        ) : (
          <Refused message={t('myRequest.incompleteLink')} />
        )}
      </div>
    </Container>
  );
}

function Refused({ message }: { message: string }) {
  const { pathTo } = useLocale();
  return (
    <>
      <PageHeading title={t('sendOn.title')} />
      <Alert tone="error">{message}</Alert>
      <div className="mt-6">
        <ButtonLink to={pathTo(NEW_MATCH_PATH)} variant="secondary">
          {t('sendOn.startNew')}
        </ButtonLink>
      </div>
    </>
  );
}

function SendOnQuestion({ token }: { token: string }) {
  const lookup = useSendOnOffer(token);
  const sending = useSendLeadOn(token);
  const { locale, pathTo } = useLocale();
  if (sending.sent) {
    return (
      <>
        <PageHeading title={t('sendOn.sentTitle')} />
        <Alert tone="success">{t('sendOn.sent', { firm: sending.sent.firmName })}</Alert>
        <div className="mt-6">
          <ButtonLink to={pathTo('/')} variant="secondary">
            {t('common.home')}
          </ButtonLink>
        </div>
      </>
    );
  }
  if (lookup.state === 'loading') return <LoadingBlock label={t('common.checkingLink')} />;
  if (lookup.state === 'error') return <Refused message={lookup.message} />;
  const offer = lookup.data;
  return (
    <>
      <PageHeading
        title={t('sendOn.question', { firm: offer.firmName })}
        lead={t('sendOn.lead', { previous: offer.previousFirmName, firm: offer.firmName })}
      />
      <Card>
        <OfferDetails offer={offer} />
        <p className="mt-6 text-slate-800">{t('sendOn.consent', { firm: offer.firmName })}</p>
        {sending.firmUnavailable && (
          <Alert tone="error" className="mt-4">
            {t('sendOn.firmUnavailable', { firm: offer.firmName })}
          </Alert>
        )}
        {sending.failure && (
          <Alert tone="error" className="mt-4">
            {sending.failure}
          </Alert>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button busy={sending.busy} onClick={() => void sending.send()} className="[overflow-wrap:anywhere]">
            {t('sendOn.send', { firm: offer.firmName })}
          </Button>
          <ButtonLink to={pathTo(NEW_MATCH_PATH)} variant="secondary">
            {t('sendOn.startNewInstead')}
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-slate-600">{t('sendOn.once', { date: formatSastDate(offer.expiresAt, locale) })}</p>
      </Card>
    </>
  );
}

function OfferDetails({ offer }: { offer: GetSendOnOfferResult }) {
  const rows: [string, string][] = [
    [t('sendOn.firm'), offer.firmName],
    [t('myRequest.row.need'), localNeed(offer.need)],
    [t('myRequest.row.where'), offer.area],
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="font-semibold text-brand-950">{t('sendOn.receives', { firm: offer.firmName })}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {offer.shared.map((item) => (
            <li key={item}>{sharedItemText(item)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
