import { useState } from 'react';
import type { SendLeadOnResult } from '@/domain/leads/send-on';
import { call, reasonOf } from '@/lib/callable';
import { refusalWording } from '@/lib/i18n/refusals';
import { useMutation } from '@/lib/use-mutation';
import { useRefusableLoad } from '@/lib/use-refusable-load';

/** What one send-on link offers; refused (with its message in the page's language) when the link is unusable. */
export function useSendOnOffer(token: string) {
  return useRefusableLoad(`send-on:${token}`, () => call('getSendOnOffer', { token }), refusalWording('getSendOnOffer'));
}

/**
 * The button's call: sendLeadOn checks the single-use link and the firm in one transaction. The
 * hook owns the pending state, the outcome and the refusal's message, worded by its reason.
 * A firm that can no longer take the request is told apart by its reason (`firmUnavailable`):
 * its message names the firm, so the page words it in its language rather than match the English.
 */
export function useSendLeadOn(token: string) {
  const [sent, setSent] = useState<SendLeadOnResult | null>(null);
  const [firmUnavailable, setFirmUnavailable] = useState(false);
  const { busy, failure, mutate } = useMutation(
    async () => {
      setFirmUnavailable(false);
      setSent(await call('sendLeadOn', { token }));
    },
    {
      ...refusalWording('sendLeadOn'),
      onError: (error) => {
        const unavailable = reasonOf(error) === 'firm-unavailable';
        setFirmUnavailable(unavailable);
        return unavailable;
      },
    },
  );
  const send = async () => void (await mutate());
  return { busy, failure, firmUnavailable, sent, send };
}
