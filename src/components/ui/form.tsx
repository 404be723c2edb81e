import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one form idiom: react-hook-form with the shared zod schema as its resolver, so a form checks
 * exactly what the callable will (same rules, same messages). Inputs register with
 * `form.register`, custom controls (rich text, tag lists) use `form.watch` and `form.setValue`,
 * and a refusal from the server lands on its field with `form.setError(details.field, …)`.
 * Validation runs on submit, then again on every change of a field that was refused, so an
 * error clears as soon as the field is fixed.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // zodResolver's generic signature cannot follow a generic schema; the cast restates what it returns.
  const resolver = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onSubmit', reValidateMode: 'onChange', ...options, resolver });
}
