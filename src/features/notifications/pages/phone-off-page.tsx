import { useLocation } from 'react-router';
import { Alert, ButtonLink, Card, Container, LoadingBlock } from '@/components/ui';
import { phoneOffInputSchema, PHONE_OFF_TEXTS } from '@/domain/notifications/phone-off';
import { PATHS } from '@/domain/shared/site';
import { useRefusableLoad } from '@/lib/use-refusable-load';
import { turnOffPhoneMessages } from '../api/phone-off';

/**
 * The link at the end of every WhatsApp and SMS: opening it turns phone messages off for that
 * number at once and says so. Unlike an emailed link (which mail scanners open), this one only
 * reaches the phone it was sent to, and a chat app's link preview does not run the page, so no
 * extra tap is asked for. Opening it again says it is already off; email is never touched.
 */
export default function PhoneOffPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-bold text-brand-950">{PHONE_OFF_TEXTS.title}</h1>
        {phoneOffInputSchema.safeParse({ token }).success ? (
          <TurnOff token={token} />
        ) : (
          <Alert tone="error">{PHONE_OFF_TEXTS.incomplete}</Alert>
        )}
      </Card>
    </Container>
  );
}

function TurnOff({ token }: { token: string }) {
  const result = useRefusableLoad(`phone-off:${token}`, () => turnOffPhoneMessages(token));
  if (result.state === 'loading') return <LoadingBlock label={PHONE_OFF_TEXTS.working} />;
  if (result.state === 'error') {
    return (
      <>
        <Alert tone="error">{result.reason ? result.message : PHONE_OFF_TEXTS.failed}</Alert>
        <ButtonLink to={PATHS.contact} variant="secondary">
          Contact us
        </ButtonLink>
      </>
    );
  }
  return (
    <Alert tone="success" title={result.data.state === 'turned-off' ? 'Phone messages are off' : 'Already off'}>
      {result.data.state === 'turned-off' ? PHONE_OFF_TEXTS.turnedOff : PHONE_OFF_TEXTS.alreadyOff}
    </Alert>
  );
}
