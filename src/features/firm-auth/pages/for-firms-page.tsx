import { Container, PageHeading } from '@/components/ui';

export default function ForFirmsPage() {
  return (
    <Container className="py-12">
      <PageHeading title="For Law Firms" lead="This page is being built." />
    </Container>
  );
}
