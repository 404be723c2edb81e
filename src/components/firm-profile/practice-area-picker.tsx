import { useId, useState } from 'react';
import { Check, toggle } from '@/components/ui/check-group';
import { Badge } from '@/components/ui/layout';
import { LEGAL_CATEGORIES } from '@/domain/matching/taxonomy';
import { FieldError } from './profile-field';

/**
 * The practice-area tree: categories, their subcategories and, once a subcategory is ticked, its
 * specific matters. Shared by registration (step 3) and the dashboard's Settings, so a firm edits
 * its areas with the same control it registered with. Controlled: ids at every level.
 */
export function PracticeAreaPicker({
  value,
  onChange,
  error,
  legend = 'Select the areas of law your firm practises',
}: {
  value: readonly string[] | undefined;
  onChange: (ids: string[]) => void;
  error?: string;
  legend?: string;
}) {
  const selected = new Set(value ?? []);
  const errorId = useId();
  // Categories holding a selection start open; after that each opens and closes only when the
  // person toggles it, so unticking 'All of …' never folds away the boxes beneath it.
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        LEGAL_CATEGORIES.filter((c) => selected.has(c.id) || c.subcategories.some((s) => selected.has(s.id))).map((c) => c.id),
      ),
  );
  const setCategoryOpen = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  const set = (id: string, on: boolean) => onChange(toggle(value as string[] | undefined, id, on));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <p className="text-xs text-slate-600">
        Choose a category, then the subcategories and optional specific matters you take on.
      </p>
      {LEGAL_CATEGORIES.map((category) => (
        <details
          key={category.id}
          className="rounded-lg border border-slate-200 bg-white"
          open={open.has(category.id)}
          onToggle={(event) => setCategoryOpen(category.id, event.currentTarget.open)}
        >
          <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm font-medium text-slate-900">
            {category.name}
            {category.subcategories.some((s) => selected.has(s.id)) && (
              <Badge>{category.subcategories.filter((s) => selected.has(s.id)).length} selected</Badge>
            )}
          </summary>
          <div className="space-y-2 border-t border-slate-100 px-3 py-3">
            <Check
              label={`All of ${category.name}`}
              checked={selected.has(category.id)}
              onChange={(on) => set(category.id, on)}
            />
            {category.subcategories.map((sub) => (
              <div key={sub.id} className="ml-3 space-y-1.5">
                <Check label={sub.name} checked={selected.has(sub.id)} onChange={(on) => set(sub.id, on)} />
                {selected.has(sub.id) && sub.items.length > 0 && (
                  <div className="ml-6 grid gap-1.5 sm:grid-cols-2">
                    {sub.items.map((item) => (
                      <Check
                        key={item.id}
                        label={item.name}
                        checked={selected.has(item.id)}
                        onChange={(on) => set(item.id, on)}
                      />
                    ))}
                  </div>
                )}
              </div>
            ))}
          </div>
        </details>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
