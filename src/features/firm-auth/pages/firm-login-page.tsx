import { Container, PageHeading } from '@/components/ui';

export default function FirmLoginPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Firm Sign In" lead="This page is being built." />
    </Container>
  );
}
