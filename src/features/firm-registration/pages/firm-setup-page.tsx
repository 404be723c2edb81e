import { Container, PageHeading } from '@/components/ui';

export default function FirmSetupPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Join as a Firm" lead="This page is being built." />
    </Container>
  );
}
