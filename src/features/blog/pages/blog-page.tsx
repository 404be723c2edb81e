import { Container, PageHeading } from '@/components/ui';

export default function BlogPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Legal Blog" lead="This page is being built." />
    </Container>
  );
}
