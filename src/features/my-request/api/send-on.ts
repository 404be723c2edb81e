import { useState } from 'react';
import type { SendLeadOnResult } from '@/domain/leads/send-on';
import { call } from '@/lib/callable';
import { useRefusableLoad } from '@/lib/use-refusable-load';

/** What one send-on link offers; refused (with the server's message to show) when the link is unusable. */
export function useSendOnOffer(token: string) {
  return useRefusableLoad(`send-on:${token}`, () => call('getSendOnOffer', { token }));
}

/**
 * The button's call: sendLeadOn checks the single-use link and the firm in one transaction. The
 * hook owns the pending state, the outcome and the refusal's message, as the server wrote it.
 */
export function useSendLeadOn(token: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SendLeadOnResult | null>(null);
  async function send() {
    setBusy(true);
    setFailure(null);
    try {
      setSent(await call('sendLeadOn', { token }));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, sent, send };
}
