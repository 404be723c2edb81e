import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, Container } from '@/components/ui/layout';
import { LEGAL_UPDATES_TEXTS } from '@/domain/legal-updates-text';
import { PATHS } from '@/domain/site';
import { confirmLegalUpdatesSubscription } from '../api/legal-updates';

/** 32 random bytes, base64url: what every emailed link carries (checked here only to spare a call). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type State = { kind: 'ask' } | { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'refused'; message: string };

/**
 * The link in the double opt-in email. Opening it decides nothing (mail scanners open links): the
 * reader presses "Confirm my subscription". A used, expired or unknown link says what to do next.
 */
export default function LegalUpdatesConfirmPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [state, setState] = useState<State>(
    TOKEN.test(token) ? { kind: 'ask' } : { kind: 'refused', message: LEGAL_UPDATES_TEXTS.linkIncomplete },
  );

  const confirm = async () => {
    setState({ kind: 'confirming' });
    try {
      await confirmLegalUpdatesSubscription(token);
      setState({ kind: 'confirmed' });
    } catch (error) {
      setState({ kind: 'refused', message: (error as Error).message || LEGAL_UPDATES_TEXTS.subscribeFailed });
    }
  };

  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-bold text-brand-950">Confirm your legal updates</h1>
        {state.kind === 'confirmed' ? (
          <>
            <Alert tone="success">{LEGAL_UPDATES_TEXTS.confirmed}</Alert>
            <ButtonLink to={PATHS.legalUpdates} variant="secondary">
              Read recent legal changes
            </ButtonLink>
          </>
        ) : state.kind === 'refused' ? (
          <>
            <Alert tone="error">{state.message}</Alert>
            <ButtonLink to={`${PATHS.legalUpdates}#subscribe`} variant="secondary">
              Go to legal updates
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="text-slate-700">
              Confirm that you want our legal updates at this address. You can unsubscribe from any update with one click.
            </p>
            <Button onClick={() => void confirm()} busy={state.kind === 'confirming'}>
              Confirm my subscription
            </Button>
          </>
        )}
      </Card>
    </Container>
  );
}
