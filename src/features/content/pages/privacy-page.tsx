import { Container, PageHeading } from '@/components/ui';

export default function PrivacyPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Privacy Policy" lead="This page is being built." />
    </Container>
  );
}
