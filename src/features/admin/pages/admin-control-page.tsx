import { Container, PageHeading } from '@/components/ui';

export default function AdminControlPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Control Panel" lead="This page is being built." />
    </Container>
  );
}
