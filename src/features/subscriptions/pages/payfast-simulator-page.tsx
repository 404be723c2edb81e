import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Container, LoadingBlock, PageHeading, PageMeta } from '@/components/ui';
import { formatRand } from '@/domain/shared/money';
import {
  cancelSimulatedPayment,
  completeSimulatedPayment,
  fetchSimulatedCheckout,
  type SimulatedCheckout,
} from '../api/payfast-simulator';
import { errorMessage } from '@/lib/error-message';
import { useMutation } from '@/lib/use-mutation';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; checkout: SimulatedCheckout };

/** Full navigation: return and cancel URLs are absolute and come from the server's checkout form. */
const go = (url: string) => window.location.assign(url);

/**
 * The local stand-in for PayFast's payment page. Only routed in emulator builds; the banner says
 * plainly that no card is charged, so nobody mistakes it for the real thing.
 */
export default function PayfastSimulatorPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const [load, setLoad] = useState<Load>(
    sessionId
      ? { status: 'loading' }
      : { status: 'error', message: 'This page needs a checkout. Start an upgrade from the firm dashboard.' },
  );
  // The button pressed stays busy once its call succeeded, while the page leaves for the return URL.
  const [pressed, setPressed] = useState<'complete' | 'cancel' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const action = useMutation(async (kind: 'complete' | 'cancel') => {
    setPressed(kind);
    const to =
      kind === 'complete'
        ? (await completeSimulatedPayment(sessionId)).returnUrl
        : (await cancelSimulatedPayment(sessionId)).cancelUrl;
    setLeaving(true);
    go(to);
  });
  const busy = action.busy || leaving ? pressed : null;
  const actionError = action.failure;
  const act = (kind: 'complete' | 'cancel') => void action.mutate(kind);

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    fetchSimulatedCheckout(sessionId).then(
      (checkout) => live && setLoad({ status: 'ready', checkout }),
      (error: unknown) => live && setLoad({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [sessionId]);

  return (
    <Container className="py-12">
      <PageMeta
        title="PayFast Simulator (local only)"
        description="Local PayFast stand-in"
        path="/dev/payfast-simulator"
        noindex
      />
      <div className="mx-auto max-w-xl">
        <Alert tone="warning" title="Local PayFast simulator: no real payment" className="mb-6">
          This page stands in for PayFast while the app runs on the emulators. No card is charged. Completing sends a correctly
          signed payment notification to the app, exactly as PayFast would.
        </Alert>
        <PageHeading title="PayFast Simulator" />
        {load.status === 'loading' && <LoadingBlock label="Loading the checkout..." />}
        {load.status === 'error' && <Alert tone="error">{load.message}</Alert>}
        {load.status === 'ready' && <CheckoutSummary checkout={load.checkout} busy={busy} error={actionError} onAct={act} />}
      </div>
    </Container>
  );
}

function CheckoutSummary({
  checkout,
  busy,
  error,
  onAct,
}: {
  checkout: SimulatedCheckout;
  busy: 'complete' | 'cancel' | null;
  error: string | null;
  onAct: (kind: 'complete' | 'cancel') => void;
}) {
  const amount = Number(checkout.amount);
  const recurring = Number(checkout.recurringAmount);
  const open = checkout.state === 'open';
  return (
    <Card>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-600">Plan</dt>
        <dd className="text-base font-semibold text-brand-950">{checkout.itemName}</dd>
        <dt className="font-semibold text-slate-600">Amount due today</dt>
        <dd className="text-base font-semibold text-brand-950">{formatRand(amount)}</dd>
        <dt className="font-semibold text-slate-600">Then</dt>
        <dd>
          {formatRand(recurring)} a month{checkout.billingDate ? ` from ${checkout.billingDate}` : ''}, until cancelled
        </dd>
        {checkout.itemDescription && (
          <>
            <dt className="font-semibold text-slate-600">Details</dt>
            <dd className="text-slate-700">{checkout.itemDescription}</dd>
          </>
        )}
      </dl>
      {!open && (
        <Alert tone="info" className="mt-6">
          This checkout was already {checkout.state}. Start a new upgrade from the firm dashboard.
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mt-6">
          {error}
        </Alert>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => onAct('complete')} busy={busy === 'complete'} disabled={!open || busy !== null}>
          Complete Payment
        </Button>
        <Button variant="secondary" onClick={() => onAct('cancel')} busy={busy === 'cancel'} disabled={!open || busy !== null}>
          Cancel Payment
        </Button>
      </div>
    </Card>
  );
}
