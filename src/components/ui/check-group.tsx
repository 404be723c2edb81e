import { useId, type ReactNode } from 'react';

/** A labelled group of checkboxes with one error for the whole group. */
export function CheckGroup({
  legend,
  error,
  children,
  hint,
}: {
  legend: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Toggles one value in a string list (checkbox groups store arrays). */
export function toggle<T extends string>(list: readonly T[] | undefined, value: T, on: boolean): T[] {
  const current = list ?? [];
  return on ? (current.includes(value) ? [...current] : [...current, value]) : current.filter((v) => v !== value);
}

export function Check({
  label,
  checked,
  onChange,
  description,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  description?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
        {description && <span className="block text-xs text-slate-600">{description}</span>}
      </label>
    </div>
  );
}
