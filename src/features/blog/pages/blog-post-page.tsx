import { Container, PageHeading } from '@/components/ui';

export default function BlogPostPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Blog" lead="This page is being built." />
    </Container>
  );
}
