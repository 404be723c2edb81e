import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Badge, Button, ButtonLink, Card, Container, Dialog } from '@/components/ui';
import { newFirmTrialOffer } from '@/domain/payments/billing';
import { PLAN_IDS } from '@/domain/payments/plan-ids';
import { PLANS, VAT_NOTE, VAT_SUFFIX } from '@/domain/payments/plans';
import { formatRand } from '@/domain/shared/money';
import { SignInPanel } from '../components/sign-in-panel';
import { returnPath } from '../lib/return-path';

const SUCCESS_MESSAGE_MS = 5000;

export default function ForFirmsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const passedMessage = (location.state as { message?: string } | null)?.message ?? null;
  const [message, setMessage] = useState<string | null>(passedMessage);
  const [signInOpen, setSignInOpen] = useState(false);
  const [promoOpen, setPromoOpen] = useState(true);

  // A message handed over by another page (e.g. after a password reset) shows for 5 seconds.
  useEffect(() => {
    if (!passedMessage) return;
    setMessage(passedMessage);
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [passedMessage]);

  return (
    <>
      {promoOpen && (
        <div className="bg-accent-400 text-brand-950">
          <Container className="flex items-center justify-between gap-4 py-2 text-sm font-medium">
            <p>
              Premium: {newFirmTrialOffer('premium')}, then {formatRand(PLANS.premium.price)} a month. Cancel any time.
            </p>
            <button
              type="button"
              aria-label="Dismiss promotion"
              onClick={() => setPromoOpen(false)}
              className="rounded p-1 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-brand-900"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </Container>
        </div>
      )}
      <section className="bg-brand-950 text-white">
        <Container className="py-16 sm:py-20">
          {message && (
            <Alert tone="success" className="mb-6">
              {message}
            </Alert>
          )}
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Receive matched client leads in your practice areas
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            People and businesses across South Africa describe their legal need; we match them with verified firms like yours.
            Start free, upgrade when it pays.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/firm-setup" variant="accent" size="lg">
              Register Your Firm
            </ButtonLink>
            <Button variant="secondary" size="lg" onClick={() => setSignInOpen(true)}>
              Firm Sign In
            </Button>
          </div>
        </Container>
      </section>
      <Container className="py-14">
        <h2 className="text-2xl font-bold text-brand-950">Plans</h2>
        <p className="mt-1 text-sm text-slate-700">Month to month, cancel any time. {VAT_NOTE}.</p>
        <div className="mt-6 grid gap-5 md:grid-cols-3">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            return (
              <Card key={id} className={plan.highlight ? 'ring-2 ring-accent-400' : undefined}>
                <div className="flex items-center justify-between">
                  <h3 className="text-lg font-semibold text-brand-950">{plan.name}</h3>
                  {plan.highlight && <Badge className="bg-accent-400 text-brand-950">{plan.highlight}</Badge>}
                </div>
                <p className="mt-2 text-2xl font-bold">
                  <span className="whitespace-nowrap">{formatRand(plan.price)}</span>
                  <span className="text-sm font-normal text-slate-600"> / month ({VAT_SUFFIX})</span>
                  {plan.previousPrice && (
                    <s className="ml-2 text-sm font-normal whitespace-nowrap text-slate-500">{formatRand(plan.previousPrice)}</s>
                  )}
                </p>
                <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                  {plan.features.map((f) => (
                    <li key={f}>✓ {f}</li>
                  ))}
                </ul>
              </Card>
            );
          })}
        </div>
      </Container>
      <Dialog open={signInOpen} title="Firm Sign In" onClose={() => setSignInOpen(false)}>
        <SignInPanel onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
      </Dialog>
    </>
  );
}
