import { Container, PageHeading } from '@/components/ui';

export default function GuideDivorcePage() {
  return (
    <Container className="py-12">
      <PageHeading title="Divorce in South Africa" lead="This page is being built." />
    </Container>
  );
}
