import { Container, PageHeading } from '@/components/ui';

export default function EulaPage() {
  return (
    <Container className="py-12">
      <PageHeading title="End User Licence Agreement" lead="This page is being built." />
    </Container>
  );
}
