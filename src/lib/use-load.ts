import { useCallback, useEffect, useRef, useState } from 'react';

/** What a screen shows while a read is under way, once it has arrived, or after it failed. */
export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/**
 * One-shot read (a document, a short list): `load` runs when `key` is set and again on reload().
 * A result that arrives for an older key or attempt is dropped, so a fast second visit never
 * shows the first one's data. A null key waits (nothing to read yet) and reads as loading.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; value: Load<T> } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    loadRef.current().then(
      (data) => live && setResult({ key, attempt, value: { status: 'ready', data } }),
      () => live && setResult({ key, attempt, value: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const current: Load<T> =
    result && key !== null && result.key === key && result.attempt === attempt ? result.value : { status: 'loading' };
  return { ...current, reload };
}

/**
 * Live read (a listener): `subscribe` starts listening when `key` is set and returns the function
 * that stops it; the latest value shows. Used for documents that change while the screen is open
 * (a plan a payment just changed, figures functions just recomputed).
 */
export function useWatch<T>(key: string | null, subscribe: (next: (value: T) => void, fail: () => void) => () => void): Load<T> {
  const [result, setResult] = useState<{ key: string; value: Load<T> } | null>(null);
  const subscribeRef = useRef(subscribe);
  subscribeRef.current = subscribe;
  useEffect(() => {
    if (key === null) return;
    return subscribeRef.current(
      (data) => setResult({ key, value: { status: 'ready', data } }),
      () => setResult({ key, value: { status: 'error' } }),
    );
  }, [key]);
  return result && key !== null && result.key === key ? result.value : { status: 'loading' };
}
