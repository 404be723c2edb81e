import { SignInPage } from './firm-login-page';

export default function LoginPage() {
  return <SignInPage title="Sign In" />;
}
