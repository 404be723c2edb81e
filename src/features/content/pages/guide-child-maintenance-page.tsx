import { Container, PageHeading } from '@/components/ui';

export default function GuideChildMaintenancePage() {
  return (
    <Container className="py-12">
      <PageHeading title="Child Maintenance in South Africa" lead="This page is being built." />
    </Container>
  );
}
