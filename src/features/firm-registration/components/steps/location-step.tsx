import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button, SelectField, TextField } from '@/components/ui';
import { addCity, COURTS_COVERED, MAJOR_CITIES_BY_PROVINCE, PROVINCES, type Province } from '@/domain';
import { Check, CheckGroup, toggle } from '../check-group';
import { useWizard, errorOf } from './step-helpers';

export function LocationStep() {
  const { control, formState, register } = useWizard();
  const province = useWatch({ control, name: 'province' }) as Province | undefined;
  const primaryCity = useWatch({ control, name: 'primaryCity' }) ?? '';
  const [extra, setExtra] = useState('');
  const e = formState.errors;
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Province" {...register('province')} error={errorOf(e.province)} defaultValue="">
          <option value="" disabled>
            Select a province
          </option>
          {PROVINCES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </SelectField>
        <TextField label="Primary city" list="city-suggestions" {...register('primaryCity')} error={errorOf(e.primaryCity)} />
        <datalist id="city-suggestions">
          {(province ? MAJOR_CITIES_BY_PROVINCE[province] : []).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <Controller
        control={control}
        name="cities"
        render={({ field }) => {
          const add = () => {
            field.onChange(addCity(field.value ?? [], extra, primaryCity));
            setExtra('');
          };
          return (
            <div className="space-y-2">
              <div className="flex items-end gap-2">
                <TextField
                  label="Additional cities (optional)"
                  list="city-suggestions"
                  value={extra}
                  className="flex-1"
                  onChange={(ev) => setExtra(ev.target.value)}
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
              {(field.value ?? []).length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label="Additional cities">
                  {(field.value ?? []).map((c) => (
                    <li
                      key={c}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900"
                    >
                      {c}
                      <button
                        type="button"
                        aria-label={`Remove ${c}`}
                        className="rounded px-1 hover:bg-brand-100"
                        onClick={() => field.onChange((field.value ?? []).filter((x) => x !== c))}
                      >
                        ✕
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {errorOf(e.cities) && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {errorOf(e.cities)}
                </p>
              )}
            </div>
          );
        }}
      />
      <Controller
        control={control}
        name="courtsCovered"
        render={({ field }) => (
          <CheckGroup legend="Courts covered">
            {COURTS_COVERED.map((c) => (
              <Check
                key={c}
                label={c}
                checked={(field.value ?? []).includes(c)}
                onChange={(on) => field.onChange(toggle(field.value, c, on))}
              />
            ))}
          </CheckGroup>
        )}
      />
    </div>
  );
}
