import { Container, PageHeading } from '@/components/ui';

export default function ResetPasswordPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Reset Your Password" lead="This page is being built." />
    </Container>
  );
}
