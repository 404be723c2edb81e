import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, Container } from '@/components/ui/layout';
import { LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { useMutation } from '@/lib/use-mutation';

/** 32 random bytes, base64url: what every emailed link carries (checked here only to spare a call). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface Props {
  title: string;
  /** What pressing the button will do, in a sentence. */
  explanation: ReactNode;
  action: { label: string; run: (token: string) => Promise<unknown> };
  done: { message: string; link: { to: string; label: string } };
  refused: { link: { to: string; label: string } };
}

/**
 * A page behind a link in a legal-updates email (confirm, unsubscribe). Opening it decides nothing,
 * since mail scanners open links: the reader presses the one button. A used, expired or unknown
 * link says what to do next.
 */
export function LegalUpdatesLinkAction({ title, explanation, action, done, refused }: Props) {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [finished, setFinished] = useState(false);
  const press = useMutation(
    async () => {
      await action.run(token);
      setFinished(true);
    },
    { fallback: LEGAL_UPDATES_TEXTS.subscribeFailed },
  );
  const refusedWith = TOKEN.test(token) ? press.failure : LEGAL_UPDATES_TEXTS.linkIncomplete;

  const outcome = finished ? { tone: 'success' as const, text: done.message, link: done.link } : null;
  const refusal = refusedWith ? { tone: 'error' as const, text: refusedWith, link: refused.link } : null;
  const shown = outcome ?? refusal;
  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-bold text-brand-950">{title}</h1>
        {shown ? (
          <>
            <Alert tone={shown.tone}>{shown.text}</Alert>
            <ButtonLink to={shown.link.to} variant="secondary">
              {shown.link.label}
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="text-slate-700">{explanation}</p>
            <Button onClick={() => void press.mutate()} busy={press.busy}>
              {action.label}
            </Button>
          </>
        )}
      </Card>
    </Container>
  );
}
