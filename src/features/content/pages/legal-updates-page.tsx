import { Container, PageHeading } from '@/components/ui';

export default function LegalUpdatesPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Recent Legal Changes" lead="This page is being built." />
    </Container>
  );
}
