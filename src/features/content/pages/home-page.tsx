import { Container, PageHeading } from '@/components/ui';

export default function HomePage() {
  return (
    <Container className="py-12">
      <PageHeading title="Find & Match With Legal Experts" lead="This page is being built." />
    </Container>
  );
}
