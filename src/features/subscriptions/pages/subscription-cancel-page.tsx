import { useLocation } from 'react-router';
import { ButtonLink, Card, Container, PageHeading } from '@/components/ui';
import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { planFromQuery, planName } from '../components/plan-from-query';

/** PayFast's cancel_url: the user left checkout; nothing was charged and nothing changed. */
export default function SubscriptionCancelPage() {
  const plan = planFromQuery(useLocation().search);
  return (
    <Container className="py-12">
      <PageHeading
        title="Payment Cancelled"
        lead={`You left the PayFast checkout, so no payment was made and your plan has not changed${plan ? `: you were not subscribed to ${planName(plan)}` : ''}.`}
      />
      <Card className="max-w-3xl">
        <h2 className="text-lg font-semibold text-brand-950">What you can do now</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          <li>Try again from the Subscription tab of your dashboard whenever you are ready.</li>
          <li>Your current plan, profile and any saved leads stay exactly as they were.</li>
          <li>
            Had trouble paying? Email{' '}
            <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>{' '}
            and we will help.
          </li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/firm-dashboard">Back to your dashboard</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
        </div>
      </Card>
    </Container>
  );
}
