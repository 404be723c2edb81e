// The wizard steps' shared hooks: the form context, field errors and the debounced availability check.
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { NAME_CHECK_DEBOUNCE_MS } from '@/domain/firms/registration';
import type { WizardValues } from '../registration-form-schema';

export const useWizard = () => useFormContext<WizardValues>();

export const errorOf = (e: unknown): string | undefined => (e as { message?: string } | undefined)?.message;

/** Calls check() 500 ms after the value stops changing; the latest answer wins. */

export function useDebouncedCheck(value: string, check: (v: string) => Promise<string | null>) {
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    setMessage(null);
    if (!value.trim()) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      check(value).then((m) => ticket === latest.current && setMessage(m));
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // check is stable per step; only the value drives a new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return message;
}
