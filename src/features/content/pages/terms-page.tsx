import { Container, PageHeading } from '@/components/ui';

export default function TermsPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Terms of Service" lead="This page is being built." />
    </Container>
  );
}
