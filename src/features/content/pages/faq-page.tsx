import { Container, PageHeading } from '@/components/ui';

export default function FaqPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Frequently Asked Questions" lead="This page is being built." />
    </Container>
  );
}
