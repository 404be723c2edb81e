import { Container, PageHeading } from '@/components/ui';

export default function LabPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Categorisation Lab" lead="This page is being built." />
    </Container>
  );
}
