import { Container, PageHeading } from '@/components/ui';

export default function AboutPage() {
  return (
    <Container className="py-12">
      <PageHeading title="About RegMatch" lead="This page is being built." />
    </Container>
  );
}
