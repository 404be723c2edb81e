import { Container, PageHeading } from '@/components/ui';

export default function HowItWorksPage() {
  return (
    <Container className="py-12">
      <PageHeading title="How It Works" lead="This page is being built." />
    </Container>
  );
}
