import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one form idiom: react-hook-form with the shared zod schema as its resolver, so a form checks
 * exactly what the callable will (same rules, same messages). Inputs register with
 * `form.register`, custom controls (rich text, tag lists) use `form.watch` and `form.setValue`,
 * and a refusal from the server lands on its field with `form.setError(details.field, …)`.
 * Validation runs on submit, then again on every change of a field that was refused, so an
 * error clears as soon as the field is fixed. `schema` may be a loader (`() => import(...)`) for a
 * form whose rules are downloaded on first use rather than with the page.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S | (() => Promise<S>),
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // zodResolver's generic signature cannot follow a generic schema; the cast restates what it returns.
  const resolverOf = (loaded: S) => zodResolver(loaded as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  // A schema that is downloaded on first use (kept off a page's first load) is awaited by the
  // first validation; a form that awaits its loader before checking never waits here.
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = typeof schema === 'function'
    ? async (values, context, opts) => resolverOf(await schema())(values, context, opts)
    : resolverOf(schema);
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onSubmit', reValidateMode: 'onChange', ...options, resolver });
}
