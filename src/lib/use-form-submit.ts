import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldOf } from './callable';
import { useMutation, type MutationOptions } from './use-mutation';

export interface FormSubmitOptions<TInput extends FieldValues> extends MutationOptions {
  /** Server field paths that the form names differently ('decision.fidelityChecked' → 'fidelityChecked'). */
  fields?: Record<string, Path<TInput>>;
}

/**
 * Puts a refusal beside the form field it names (`details.field`, or its alias in `fields`).
 * False when it names none of the form's fields: the form then shows it as a whole.
 */
export function showOnField<TInput extends FieldValues>(
  form: UseFormReturn<TInput, unknown, unknown>,
  error: unknown,
  message: string,
  fields?: Record<string, Path<TInput>>,
): boolean {
  const named = fieldOf(error);
  const field = named === null ? null : (fields?.[named] ?? named);
  if (field === null || !(field in form.getValues())) return false;
  form.setError(field as Path<TInput>, { message });
  return true;
}

/**
 * The submit half of the one form idiom, on useMutation: checks the form with its schema, runs the
 * server call, and puts a refusal where it belongs: beside the field the server named
 * (`details.field`), or in `failure` for the form as a whole. `busy` covers the call; a submit
 * while one is running is ignored; `failure` clears on resubmit. A string option is the fallback.
 */
export function useFormSubmit<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  run: (input: TOutput) => Promise<unknown>,
  options: string | FormSubmitOptions<TInput> = {},
) {
  const { fields, onError, ...wording } = typeof options === 'string' ? { fallback: options } : options;
  const { busy, failure, mutate, clearFailure } = useMutation(run, {
    ...wording,
    onError: (error, message) => onError?.(error, message) === true || showOnField(form, error, message, fields),
  });

  const onSubmit = (event?: FormEvent) => {
    clearFailure();
    void form.handleSubmit(async (input) => {
      await mutate(input);
    })(event);
  };
  return { busy, failure, onSubmit };
}
