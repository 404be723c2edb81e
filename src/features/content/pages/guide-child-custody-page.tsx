import { Container, PageHeading } from '@/components/ui';

export default function GuideChildCustodyPage() {
  return (
    <Container className="py-12">
      <PageHeading title="Child Custody in South Africa" lead="This page is being built." />
    </Container>
  );
}
