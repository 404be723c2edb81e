import { useLocation } from 'react-router';
import { LocalizedMeta } from '@/components/localized-meta';
import { Alert, Button, ButtonLink, Card, Container, LoadingBlock, PageHeading } from '@/components/ui';
import type { AnswerContactCheckResult, ContactAnswer } from '@/domain/leads/contact-claim';
import { leadReleaseTokenSchema } from '@/domain/leads/release';
import { sendOnPath } from '@/domain/shared/site';
import { formatSastLongDateTime } from '@/domain/shared/format';
import { localNeed } from '@/lib/i18n/need-name';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAnswerContactCheck, useContactCheck } from '../api/contact-check';

const NEW_MATCH_PATH = '/matching';

/**
 * Opened from the Yes or No link of "Did <firm> contact you?" (email, WhatsApp, SMS). Opening it
 * records nothing (mail scanners and chat previews open links): the page asks the question with
 * both answers, the one the link chose first and primary, and only a button press answers. After a
 * No the request is open again and the page offers the firms to send it on to at once (the same
 * send-on links the email carries). In the client's language (`/zu/my-request/contact`).
 */
export default function ContactCheckPage() {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token') ?? '';
  const chosen: ContactAnswer = params.get('answer') === 'no' ? 'no' : 'yes';
  return (
    <Container className="py-12">
      <LocalizedMeta page="contact-check" />
      <div className="mx-auto max-w-2xl">
        {leadReleaseTokenSchema.safeParse(token).success ? (
          <ContactQuestion token={token} chosen={chosen} />
        ) : (
          <Refused message={t('myRequest.incompleteLink')} />
        )}
      </div>
    </Container>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <PageHeading title={t('contactCheck.title')} />
      <Alert tone="error">{message}</Alert>
    </>
  );
}

function ContactQuestion({ token, chosen }: { token: string; chosen: ContactAnswer }) {
  const lookup = useContactCheck(token);
  const answering = useAnswerContactCheck(token);
  const { locale } = useLocale();
  if (answering.answered) return <Answered result={answering.answered} />;
  if (lookup.state === 'loading') return <LoadingBlock label={t('common.checkingLink')} />;
  if (lookup.state === 'error') return <Refused message={lookup.message} />;
  const check = lookup.data;
  const answers: ContactAnswer[] = chosen === 'no' ? ['no', 'yes'] : ['yes', 'no'];
  return (
    <>
      <PageHeading
        title={t('contactCheck.question', { firm: check.firmName })}
        lead={t('contactCheck.lead', {
          firm: check.firmName,
          need: localNeed(check.need),
          date: formatSastLongDateTime(check.claimedAt, locale),
        })}
      />
      <Card>
        {answering.failure && (
          <Alert tone="error" className="mb-4">
            {answering.failure}
          </Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {answers.map((answer) => (
            <Button
              key={answer}
              variant={answer === chosen ? 'primary' : 'secondary'}
              busy={answering.busy}
              onClick={() => void answering.answer(answer)}
            >
              {t(answer === 'yes' ? 'contactCheck.yes' : 'contactCheck.no')}
            </Button>
          ))}
        </div>
        <p className="mt-4 text-sm text-slate-600">{t('contactCheck.ifNo')}</p>
      </Card>
    </>
  );
}

function Answered({ result }: { result: AnswerContactCheckResult }) {
  const { locale, pathTo } = useLocale();
  if (result.answer === 'yes') {
    return (
      <>
        <PageHeading title={t('contactCheck.title')} />
        <Alert tone="success">{t('contactCheck.thanksYes', { firm: result.firmName })}</Alert>
        <div className="mt-6">
          <ButtonLink to={pathTo('/')} variant="secondary">
            {t('common.home')}
          </ButtonLink>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('contactCheck.title')} />
      <Alert tone="success">{t('contactCheck.thanksNo', { firm: result.firmName })}</Alert>
      <Card className="mt-6">
        <p className="text-slate-800">{result.sendOn.length ? t('contactCheck.sendOnLead') : t('contactCheck.noFirms')}</p>
        <ul className="mt-4 flex flex-col gap-3">
          {result.sendOn.map((offer) => (
            <li key={offer.token}>
              <ButtonLink to={sendOnPath(offer.token, locale)} variant="primary" className="[overflow-wrap:anywhere]">
                {t('contactCheck.sendTo', { firm: offer.firmName })}
              </ButtonLink>
            </li>
          ))}
          <li>
            <ButtonLink to={pathTo(NEW_MATCH_PATH)} variant="secondary">
              {t('contactCheck.startNew')}
            </ButtonLink>
          </li>
        </ul>
      </Card>
    </>
  );
}
