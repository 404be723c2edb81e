import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

interface FormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues?: DefaultValues<z.input<S>>;
  onSubmit: SubmitHandler<z.output<S>>;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** react-hook-form + the shared zod schema: the same rules the callable enforces. */
export function Form<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className,
  ...rest
}: FormProps<S>) {
  // zodResolver's generic signature cannot follow a generic schema; the cast restates what it returns.
  const resolver = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, mode: 'onSubmit' });
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={form.handleSubmit(onSubmit)} aria-label={rest['aria-label']}>
        {children(form)}
      </form>
    </FormProvider>
  );
}
