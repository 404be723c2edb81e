import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ElementType,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { cn } from './cn';

export const inputClasses = (invalid?: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 sm:text-sm',
    invalid ? 'border-red-600' : 'border-slate-300',
  );

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
  className?: string;
}

/** Label, control, hint and error wired together for assistive technology. */
function FieldShell({ label, error, hint, children, className }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlTag = 'input' | 'textarea' | 'select';
type ControlFieldProps<T extends ControlTag> = ComponentPropsWithoutRef<T> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/**
 * One labelled field per kind of control: the control gets the shell's id, its hint and error
 * (aria-describedby), aria-invalid and the input look; every other prop (and a select's options)
 * passes through to it.
 */
function controlField<T extends ControlTag>(tag: T, displayName: string) {
  const Field = forwardRef<HTMLElementTagNameMap[T], ControlFieldProps<T>>(({ label, error, hint, className, ...rest }, ref) => {
    // A tag chosen at run time: JSX cannot relate the generic tag to its props, so it is typed loosely here only.
    const Control = tag as ElementType;
    return (
      <FieldShell label={label} error={error} hint={hint} className={className}>
        {({ id, describedBy, invalid }) => (
          <Control
            ref={ref}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={inputClasses(invalid)}
            {...rest}
          />
        )}
      </FieldShell>
    );
  });
  Field.displayName = displayName;
  return Field;
}

export const TextField = controlField('input', 'TextField');
export const TextAreaField = controlField('textarea', 'TextAreaField');
export const SelectField = controlField('select', 'SelectField');

export function CheckboxField({
  label,
  error,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
          {...rest}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
