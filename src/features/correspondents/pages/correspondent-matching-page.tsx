import { Container, PageHeading } from '@/components/ui';

export default function CorrespondentMatchingPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Find a Correspondent" lead="This page is being built." />
    </Container>
  );
}
