import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, ButtonLink, Card, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { MY_REQUEST_MESSAGES, type MyRequestView } from '@/domain/leads/my-request';
import { leadReleaseTokenSchema } from '@/domain/leads/release';
import { formatSastLongDateTime } from '@/domain/shared/format';
import { useMutation } from '@/lib/use-mutation';
import { eraseMyData, useMyRequest, withdrawMyRequest } from '../api/my-request';
import { RequestTimeline } from '../components/request-timeline';

const INCOMPLETE_LINK = 'This link is incomplete. Please open it again from the email we sent you.';

/**
 * The client's own page for a request, opened from the link in their emails: what they asked,
 * which firm has it and how far it is, and two buttons, withdraw and erase. Nothing happens on
 * opening the link (mail scanners open links); each action asks for a click and a confirmation.
 */
export default function MyRequestPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-2xl">
        <PageHeading title="Your request" />
        {leadReleaseTokenSchema.safeParse(token).success ? (
          <RequestPanel token={token} />
        ) : (
          <Alert tone="error">{INCOMPLETE_LINK}</Alert>
        )}
      </div>
    </Container>
  );
}

function RequestPanel({ token }: { token: string }) {
  const lookup = useMyRequest(token);
  const [outcome, setOutcome] = useState<'withdrawn' | 'erased' | null>(null);
  if (outcome === 'erased') {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="Erased">
          {MY_REQUEST_MESSAGES.erased}
        </Alert>
        <StartNewRequest />
      </div>
    );
  }
  if (lookup.state === 'loading') return <LoadingBlock label="Opening your request..." />;
  if (lookup.state === 'error' && lookup.reason === 'request-erased') {
    // Not an error of the link: the request was deleted, so say that and offer the way on.
    return (
      <div className="space-y-4">
        <Alert tone="info" title="This request was deleted">
          {lookup.message}
        </Alert>
        <StartNewRequest />
      </div>
    );
  }
  if (lookup.state === 'error') return <Alert tone="error">{lookup.message}</Alert>;
  const view =
    outcome === 'withdrawn'
      ? { ...lookup.data, state: 'withdrawn' as const, progress: 'You withdrew this request' }
      : lookup.data;
  return (
    <div className="space-y-6">
      {outcome === 'withdrawn' && <Alert tone="success">{MY_REQUEST_MESSAGES.withdrawn}</Alert>}
      <RequestSummary view={view} />
      <RequestTimeline events={view.timeline} />
      {view.state === 'active' && <WithdrawAction token={token} onDone={() => setOutcome('withdrawn')} />}
      <EraseAction token={token} onDone={() => setOutcome('erased')} />
    </div>
  );
}

function StartNewRequest() {
  return (
    <ButtonLink to="/matching" variant="primary">
      Start a new request
    </ButtonLink>
  );
}

function RequestSummary({ view }: { view: MyRequestView }) {
  const rows: [string, string][] = [
    ['What you asked for', view.need ?? ''],
    ['Where', view.area ?? ''],
    ['Sent to', view.firmName],
    ['Progress', view.progress],
    ['Sent on', formatSastLongDateTime(view.createdAt)],
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
  onDone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const { busy, failure, mutate } = useMutation(async () => {
    await props.run();
    props.onDone();
  });
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
            Keep it
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
      title="Withdraw this request"
      explanation="The firm sees that you withdrew it and can no longer act on it; if you shared your case with other firms, it is taken off their list."
      action="Withdraw request"
      confirm="Yes, withdraw it"
      run={() => withdrawMyRequest(token)}
      onDone={onDone}
    />
  );
}

function EraseAction({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <ConfirmedAction
      title="Erase my information"
      explanation="We delete your name, contact details and descriptions from every request you made with this email address, delete our copies of your emails, and never email you again. Firms keep only an anonymous record. This cannot be undone."
      action="Erase my information"
      confirm="Yes, erase everything"
      run={() => eraseMyData(token)}
      onDone={onDone}
    />
  );
}
