import { useNavigate } from 'react-router';
import { Card, Container, PageHeading } from '@/components/ui';
import { SignInPanel } from '../components/sign-in-panel';

export function SignInPage({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-md">
        <PageHeading title={title} lead="Sign in to manage your leads and subscription." />
        <Card>
          <SignInPanel onSignedIn={() => navigate('/firm-dashboard')} />
        </Card>
      </div>
    </Container>
  );
}

export default function FirmLoginPage() {
  return <SignInPage title="Firm Sign In" />;
}
