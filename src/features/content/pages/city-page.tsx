import { Container, PageHeading } from '@/components/ui';

export default function CityPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Find a Lawyer" lead="This page is being built." />
    </Container>
  );
}
