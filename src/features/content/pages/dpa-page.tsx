import { Container, PageHeading } from '@/components/ui';

export default function DpaPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Data Processing Agreement" lead="This page is being built." />
    </Container>
  );
}
