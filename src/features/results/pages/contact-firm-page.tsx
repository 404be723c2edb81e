import { Container, PageHeading } from '@/components/ui';

export default function ContactFirmPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Contact a Firm" lead="This page is being built." />
    </Container>
  );
}
