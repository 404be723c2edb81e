import { Container, PageHeading } from '@/components/ui';

export default function FaqBlogPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Legal FAQ Articles" lead="This page is being built." />
    </Container>
  );
}
