import type { ReactNode } from 'react';

interface RadioOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** One radio button and its words, a 44 px target; long words wrap rather than overflow at 375 px. */
export function RadioOption({ name, value, checked, onChange, children }: RadioOptionProps) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 [overflow-wrap:anywhere]">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="h-5 w-5 shrink-0 border-slate-400 text-brand-700 focus:ring-brand-600"
      />
      {children}
    </label>
  );
}
