import { useId, useState, type KeyboardEvent } from 'react';
import { addTag } from '@/domain/blog/posts';
import { Button, inputClasses } from '@/components/ui';

interface TagInputProps {
  label: string;
  /** Singular, for the remove buttons: 'Remove keyword divorce'. */
  itemName: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
}

/** Chips added with Enter or Add: trimmed, never empty, never repeated; each removable. */
export function TagInput({ label, itemName, values, onChange, error }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');

  function add() {
    onChange(addTag(values, draft));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the chip; it must not submit the whole post.
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClasses(Boolean(error))}
          value={draft}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
        />
        <Button variant="secondary" onClick={add} aria-label={`Add ${itemName}`}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Press Enter or Add. Duplicates and blanks are ignored.
      </p>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${label} added`}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              <span className="break-all">{value}</span>
              <button
                type="button"
                className="rounded-full px-2 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={`Remove ${itemName} ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
