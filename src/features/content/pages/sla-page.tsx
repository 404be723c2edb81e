import { Container, PageHeading } from '@/components/ui';

export default function SlaPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Service Level Agreement" lead="This page is being built." />
    </Container>
  );
}
