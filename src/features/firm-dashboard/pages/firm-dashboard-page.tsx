import { Container, PageHeading } from '@/components/ui';

export default function FirmDashboardPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Firm Dashboard" lead="This page is being built." />
    </Container>
  );
}
