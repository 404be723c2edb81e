import { Container, PageHeading } from '@/components/ui';

export default function LoginPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Sign In" lead="This page is being built." />
    </Container>
  );
}
