import { Link } from 'react-router';
import { ButtonLink, Card, Container } from '@/components/ui';
import { PAID_RANKING_CLAUSE } from '@/domain/matching/ranking-text';

const BENEFITS = [
  { title: 'Enhanced visibility', text: `Your firm is ${PAID_RANKING_CLAUSE}, and can list every city you serve.` },
  { title: 'Quality leads', text: 'Unlimited matched leads, plus open leads from clients in your province.' },
];
const TIPS = [
  'Complete your profile in Settings: a clear description wins more clients.',
  'Check the Open Leads tab daily; the first firm to accept a lead gets it.',
  'Update each lead’s status so you always know who to follow up.',
];

export default function PremiumWelcomePage() {
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-3xl space-y-8">
        <div className="text-center">
          <h1 className="text-3xl font-bold text-brand-950 sm:text-4xl">Welcome to Premium</h1>
          <p className="mt-3 text-lg text-slate-700">Thank you for upgrading. Here is what changes for your firm.</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <Card key={b.title}>
              <h2 className="font-semibold text-brand-950">{b.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{b.text}</p>
            </Card>
          ))}
        </div>
        <Card>
          <h2 className="font-semibold text-brand-950">Getting started</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {TIPS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </Card>
        <div className="flex flex-wrap items-center justify-center gap-4">
          <ButtonLink to="/firm-dashboard">Go to Dashboard</ButtonLink>
          <Link to="/faq" className="font-medium text-brand-700 underline">
            View FAQ
          </Link>
        </div>
      </div>
    </Container>
  );
}
