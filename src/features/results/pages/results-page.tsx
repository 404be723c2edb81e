import { Container, PageHeading } from '@/components/ui';

export default function ResultsPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Your Matches" lead="This page is being built." />
    </Container>
  );
}
