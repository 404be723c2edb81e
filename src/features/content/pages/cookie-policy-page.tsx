import { Container, PageHeading } from '@/components/ui';

export default function CookiePolicyPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Cookie Policy" lead="This page is being built." />
    </Container>
  );
}
