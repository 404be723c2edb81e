import { useLocation, useNavigate } from 'react-router';
import { Card, Container, PageHeading } from '@/components/ui';
import { SignInPanel } from '../components/sign-in-panel';
import { returnPath } from '../lib/return-path';

export function SignInPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-md">
        <PageHeading title={title} lead="Sign in to manage your leads and subscription." />
        <Card>
          <SignInPanel onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
        </Card>
      </div>
    </Container>
  );
}

export default function FirmLoginPage() {
  return <SignInPage title="Firm Sign In" />;
}
