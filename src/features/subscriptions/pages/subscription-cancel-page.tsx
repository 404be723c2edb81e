import { Container, PageHeading } from '@/components/ui';

export default function SubscriptionCancelPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Payment Cancelled" lead="This page is being built." />
    </Container>
  );
}
