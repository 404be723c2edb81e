// The wizard steps' shared hooks: the form context, field errors and the debounced availability check.
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { NAME_CHECK_DEBOUNCE_MS } from '@/domain/firms/registration';
import type { WizardValues } from '../registration-form-schema';

export const useWizard = () => useFormContext<WizardValues>();

export const errorOf = (e: unknown): string | undefined => (e as { message?: string } | undefined)?.message;

/** A check's answer: passed, or not, with the problem to show under the field (null: nothing to add). */
export type CheckAnswer = { passed: true } | { passed: false; message: string | null };

/** What the debounced check has said about the value as it is now. */
export interface CheckResult {
  message: string | null;
  passed: boolean;
}

const UNCHECKED: CheckResult = { message: null, passed: false };

export const PASSED: CheckAnswer = { passed: true };
export const refused = (message: string | null): CheckAnswer => ({ passed: false, message });

/** Calls check() 500 ms after the value stops changing; the latest answer wins. */
export function useDebouncedCheck(value: string, check: (v: string) => Promise<CheckAnswer>): CheckResult {
  const [result, setResult] = useState<CheckResult>(UNCHECKED);
  const latest = useRef(0);
  useEffect(() => {
    setResult(UNCHECKED);
    if (!value.trim()) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      void check(value).then((answer) => {
        if (ticket !== latest.current) return;
        setResult(answer.passed ? { message: null, passed: true } : { message: answer.message, passed: false });
      });
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // check is stable per step; only the value drives a new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return result;
}
