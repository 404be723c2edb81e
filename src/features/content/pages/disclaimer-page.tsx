import { Container, PageHeading } from '@/components/ui';

export default function DisclaimerPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Disclaimer" lead="This page is being built." />
    </Container>
  );
}
