import { Container, PageHeading } from '@/components/ui';

export default function FaqArticlePage() {
  return (
    <Container className="py-12">
      <PageHeading title="Legal FAQ Article" lead="This page is being built." />
    </Container>
  );
}
