import { Container, PageHeading } from '@/components/ui';

export default function SubscriptionThankYouPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Thank You for Subscribing" lead="This page is being built." />
    </Container>
  );
}
