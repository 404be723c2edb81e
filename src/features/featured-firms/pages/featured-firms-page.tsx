import { Container, PageHeading } from '@/components/ui';

export default function FeaturedFirmsPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Featured Firms" lead="This page is being built." />
    </Container>
  );
}
