import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, ButtonLink, Card, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { REQUEST_PROGRESS, type MyRequestView } from '@/domain/leads/my-request';
import { leadReleaseTokenSchema } from '@/domain/leads/release';
import { formatSastLongDateTime } from '@/domain/shared/format';
import { LocalizedMeta } from '@/components/localized-meta';
import { refusalWording } from '@/lib/i18n/refusals';
import { localNeed } from '@/lib/i18n/need-name';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMutation } from '@/lib/use-mutation';
import { eraseMyData, useMyRequest, withdrawMyRequest } from '../api/my-request';
import { useAnswerOffer } from '../api/answer';
import { AnswerPanel } from '../components/answer-panel';
import { RequestTimeline } from '../components/request-timeline';
import { requestProgressText } from '../request-words';

/**
 * The client's own page for a request, opened from the link in their emails: what they asked,
 * which firm has it and how far it is, and two buttons, withdraw and erase. Nothing happens on
 * opening the link (mail scanners open links); each action asks for a click and a confirmation.
 * In the client's language (`/zu/my-request`, the link in their emails carries the prefix): the
 * refusals by their reasons (refusalWording), the progress by its state (requestProgressText).
 */
export default function MyRequestPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <Container className="py-12">
      <LocalizedMeta page="my-request" />
      <div className="mx-auto max-w-2xl">
        <PageHeading title={t('myRequest.title')} />
        {leadReleaseTokenSchema.safeParse(token).success ? (
          <RequestPanel token={token} />
        ) : (
          <Alert tone="error">{t('myRequest.incompleteLink')}</Alert>
        )}
      </div>
    </Container>
  );
}

function RequestPanel({ token }: { token: string }) {
  const lookup = useMyRequest(token);
  const { locale } = useLocale();
  const [outcome, setOutcome] = useState<'withdrawn' | 'erased' | null>(null);
  if (outcome === 'erased') {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('myRequest.erasedTitle')}>
          {t('server.request.erased')}
        </Alert>
        <StartNewRequest />
      </div>
    );
  }
  if (lookup.state === 'loading') return <LoadingBlock label={t('myRequest.loading')} />;
  if (lookup.state === 'error' && lookup.reason === 'request-erased') {
    // Not an error of the link: the request was deleted, so say that and offer the way on.
    return (
      <div className="space-y-4">
        <Alert tone="info" title={t('myRequest.deletedTitle')}>
          {lookup.message}
        </Alert>
        <StartNewRequest />
      </div>
    );
  }
  if (lookup.state === 'error') return <Alert tone="error">{lookup.message}</Alert>;
  const view =
    outcome === 'withdrawn'
      ? { ...lookup.data, state: 'withdrawn' as const, progress: REQUEST_PROGRESS.withdrawn ?? lookup.data.progress }
      : lookup.data;
  return (
    <div className="space-y-6">
      {outcome === 'withdrawn' && <Alert tone="success">{t('server.request.withdrawn')}</Alert>}
      <RequestSummary view={view} />
      <RequestAnswer token={token} />
      <RequestTimeline events={view.timeline} locale={locale} />
      {view.state === 'active' && <WithdrawAction token={token} onDone={() => setOutcome('withdrawn')} />}
      <EraseAction token={token} onDone={() => setOutcome('erased')} />
    </div>
  );
}

/**
 * The firm's latest answer on this request, when there is one (getAnswerOffer takes the request's
 * own token): nothing while it loads or when the firm has not answered, so the page reads as before.
 */
function RequestAnswer({ token }: { token: string }) {
  const [version, setVersion] = useState(0);
  const lookup = useAnswerOffer(token, version);
  const last = useRef<typeof lookup | null>(null);
  if (lookup.state !== 'loading') last.current = lookup;
  const shown = lookup.state === 'loading' && last.current ? last.current : lookup;
  if (shown.state !== 'ready' || !shown.data.answer) return null;
  return <AnswerPanel token={token} view={shown.data.answer} canChangeBooking onChanged={() => setVersion((v) => v + 1)} />;
}

function StartNewRequest() {
  const { pathTo } = useLocale();
  return (
    <ButtonLink to={pathTo('/matching')} variant="primary">
      {t('myRequest.startNew')}
    </ButtonLink>
  );
}

function RequestSummary({ view }: { view: MyRequestView }) {
  const { locale } = useLocale();
  const rows: [string, string][] = [
    [t('myRequest.row.need'), view.need ? localNeed(view.need) : ''],
    [t('myRequest.row.where'), view.area ?? ''],
    [t('myRequest.row.sentTo'), view.firmName],
    [t('myRequest.row.progress'), requestProgressText(view.progress)],
    [t('myRequest.row.sentOn'), formatSastLongDateTime(view.createdAt, locale)],
  ];
  return (
    <Card>
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * A button that asks once more before it acts, and shows the server's refusal if there is one.
 * Neither action can be undone from this page, so the confirming button is a danger button and
 * the way back a plain secondary one beside it.
 */
function ConfirmedAction(props: {
  title: string;
  explanation: string;
  action: string;
  confirm: string;
  run: () => Promise<unknown>;
  callable: 'withdrawMyRequest' | 'eraseMyData';
  onDone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const { busy, failure, mutate } = useMutation(async () => {
    await props.run();
    props.onDone();
  }, refusalWording(props.callable));
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5" aria-label={props.title}>
      <h2 className="font-semibold text-brand-950">{props.title}</h2>
      <p className="text-sm text-slate-700">{props.explanation}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {asking ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" busy={busy} onClick={() => void mutate()}>
            {props.confirm}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
            {t('myRequest.keep')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {props.action}
        </Button>
      )}
    </section>
  );
}

function WithdrawAction({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <ConfirmedAction
      title={t('myRequest.withdraw.title')}
      explanation={t('myRequest.withdraw.explanation')}
      action={t('myRequest.withdraw.action')}
      confirm={t('myRequest.withdraw.confirm')}
      run={() => withdrawMyRequest(token)}
      callable="withdrawMyRequest"
      onDone={onDone}
    />
  );
}

function EraseAction({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <ConfirmedAction
      title={t('myRequest.erase.title')}
      explanation={t('myRequest.erase.explanation')}
      action={t('myRequest.erase.title')}
      confirm={t('myRequest.erase.confirm')}
      run={() => eraseMyData(token)}
      callable="eraseMyData"
      onDone={onDone}
    />
  );
}
