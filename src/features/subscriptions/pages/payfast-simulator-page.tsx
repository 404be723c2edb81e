import { Container, PageHeading } from '@/components/ui';

export default function PayfastSimulatorPage() {
  return (
    <Container className="py-12">
      <PageHeading title="PayFast Simulator" lead="This page is being built." />
    </Container>
  );
}
