import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, Container } from '@/components/ui/layout';
import { LEGAL_UPDATES_TEXTS } from '@/domain/legal-updates-text';
import { PATHS } from '@/domain/site';
import { unsubscribeFromLegalUpdates } from '../api/legal-updates';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type State = { kind: 'ask' } | { kind: 'working' } | { kind: 'done' } | { kind: 'refused'; message: string };

/**
 * The link in every legal update. Opening it changes nothing (mail scanners open links); one click
 * of the button unsubscribes, with nothing else to fill in.
 */
export default function LegalUpdatesUnsubscribePage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [state, setState] = useState<State>(
    TOKEN.test(token) ? { kind: 'ask' } : { kind: 'refused', message: LEGAL_UPDATES_TEXTS.linkIncomplete },
  );

  const unsubscribe = async () => {
    setState({ kind: 'working' });
    try {
      await unsubscribeFromLegalUpdates(token);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'refused', message: (error as Error).message || LEGAL_UPDATES_TEXTS.subscribeFailed });
    }
  };

  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-bold text-brand-950">Unsubscribe from legal updates</h1>
        {state.kind === 'done' ? (
          <>
            <Alert tone="success">{LEGAL_UPDATES_TEXTS.unsubscribed}</Alert>
            <ButtonLink to={PATHS.legalUpdates} variant="secondary">
              Read recent legal changes
            </ButtonLink>
          </>
        ) : state.kind === 'refused' ? (
          <>
            <Alert tone="error">{state.message}</Alert>
            <ButtonLink to={PATHS.contact} variant="secondary">
              Contact us
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="text-slate-700">Stop receiving our legal updates at this address.</p>
            <Button onClick={() => void unsubscribe()} busy={state.kind === 'working'}>
              Unsubscribe
            </Button>
          </>
        )}
      </Card>
    </Container>
  );
}
