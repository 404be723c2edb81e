import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldOf } from './callable';

/**
 * The submit half of the one form idiom: checks the form with its schema, runs the server call,
 * and puts a refusal where it belongs: beside the field the server named (`details.field`), or
 * in `failure` for the form as a whole. `busy` covers the call; `failure` clears on resubmit.
 */
export function useFormSubmit<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  run: (input: TOutput) => Promise<unknown>,
  fallback = 'Something went wrong. Please try again.',
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event?: FormEvent) => {
    setFailure(null);
    void form.handleSubmit(async (input) => {
      setBusy(true);
      try {
        await run(input);
      } catch (error) {
        const message = (error as Error).message || fallback;
        const field = fieldOf(error);
        if (field && field in form.getValues()) form.setError(field as Path<TInput>, { message });
        else setFailure(message);
      } finally {
        setBusy(false);
      }
    })(event);
  };
  return { busy, failure, onSubmit };
}
