import { Container, PageHeading } from '@/components/ui';

export default function MatchingPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Get Matched With a Lawyer" lead="This page is being built." />
    </Container>
  );
}
