import { Container, PageHeading } from '@/components/ui';

export default function PremiumWelcomePage() {
  return (
    <Container className="py-12">
      <PageHeading title="Welcome to Premium" lead="This page is being built." />
    </Container>
  );
}
