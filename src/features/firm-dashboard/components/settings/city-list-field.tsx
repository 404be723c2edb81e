import { useState } from 'react';
import { Button, TextField } from '@/components/ui';
import { addCity, MAX_FIRM_CITIES } from '@/domain';

/** The cities a firm serves besides its primary one: add by name, remove by its ✕ button. */
export function CityListField({
  cities,
  primaryCity,
  onChange,
  error,
}: {
  cities: string[];
  primaryCity: string;
  onChange: (cities: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addCity(cities, draft, primaryCity));
    setDraft('');
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">
        Other cities you serve (besides {primaryCity || 'your primary city'}, at most {MAX_FIRM_CITIES})
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Add a city"
          value={draft}
          className="min-w-0 flex-1"
          onChange={(ev) => setDraft(ev.target.value)}
          onKeyDown={(ev) => {
            if (ev.key === 'Enter') {
              ev.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          Add City
        </Button>
      </div>
      {cities.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Other cities you serve">
          {cities.map((c) => (
            <li key={c} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
              {c}
              <button
                type="button"
                aria-label={`Remove ${c}`}
                onClick={() => onChange(cities.filter((x) => x !== c))}
                className="rounded px-1 hover:bg-brand-100"
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
