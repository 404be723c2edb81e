import type { CallableErrorReason } from '@/domain/callable-errors';
import { reasonOf } from './callable';
import { errorMessage, type ErrorWording } from './error-message';
import { useLoad } from './use-load';

/**
 * A one-shot read whose refusal the person should read as the server wrote it (an emailed link
 * that is used up, expired or unknown). The refusal's reason comes too, so a page can offer the
 * way on that fits it (never by matching the message's words).
 */
export type RefusableLoad<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; message: string; reason: CallableErrorReason | null };

type Outcome<T> = { ok: true; data: T } | { ok: false; message: string; reason: CallableErrorReason | null };

/**
 * useLoad for a callable behind an emailed link: the refusal's message travels with the error
 * state, worded as `wording` says (a translated page's refusalWording, src/lib/i18n/refusals.ts).
 */
export function useRefusableLoad<T>(key: string, load: () => Promise<T>, wording: ErrorWording = {}): RefusableLoad<T> {
  const result = useLoad<Outcome<T>>(key, () =>
    load().then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({
        ok: false as const,
        message: errorMessage(error, wording),
        reason: reasonOf(error),
      }),
    ),
  );
  if (result.status === 'loading') return { state: 'loading' };
  if (result.status === 'error') return { state: 'error', message: errorMessage(null, wording), reason: null };
  return result.data.ok
    ? { state: 'ready', data: result.data.data }
    : { state: 'error', message: result.data.message, reason: result.data.reason };
}
