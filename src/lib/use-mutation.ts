import { useRef, useState } from 'react';
import { errorMessage, type ErrorWording } from './error-message';

export interface MutationOptions extends ErrorWording {
  /**
   * A failure the screen shows elsewhere (beside a field, as a page of its own): return true and
   * `failure` stays empty. Gets the message errorMessage chose.
   */
  onError?: (error: unknown, message: string) => boolean | void;
}

/** `failure` is the message errorMessage chose; a start ignored while one runs has none. */
export type MutationOutcome<T> = { ok: true; value: T } | { ok: false; failure?: string };

/**
 * Runs one mutation (a callable through a feature's api, a Firestore write) for a form or a
 * button. It owns the pending flag, ignores a second start while one is running (a double click,
 * Enter pressed twice), and turns whatever is thrown into the one message to show
 * (src/lib/error-message.ts). `failure` clears when the mutation starts again.
 */
export function useMutation<TArgs extends unknown[], TResult>(
  mutation: (...args: TArgs) => Promise<TResult>,
  options: MutationOptions = {},
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // State updates land after the next render; a second click in the same tick must see the first.
  const running = useRef(false);

  async function mutate(...args: TArgs): Promise<MutationOutcome<TResult>> {
    if (running.current) return { ok: false };
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      return { ok: true, value: await mutation(...args) };
    } catch (error) {
      const message = errorMessage(error, options);
      if (options.onError?.(error, message) !== true) setFailure(message);
      return { ok: false, failure: message };
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return {
    busy,
    failure,
    mutate,
    clearFailure: () => setFailure(null),
    /** True from the moment mutate starts, before `busy` renders: for a guard in the same tick. */
    isRunning: () => running.current,
  };
}
