import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { addCity } from '@/domain/firms/registration';
import { MAX_FIRM_CITIES } from '@/domain/matching/match-bounds';
import { COURTS_COVERED } from '@/domain/shared/courts';
import { MAJOR_CITIES_BY_PROVINCE, PROVINCES, type Province } from '@/domain/shared/provinces';
import { CheckListField, FieldError, useProfileController, useProfileField } from './profile-field';
import { useFirmProfileForm } from './profile-form';

const COURT_OPTIONS = COURTS_COVERED.map((c) => ({ value: c, label: c }));

export interface LocationWording {
  /** The text field that adds a city. */
  addCity: string;
  /** The accessible name of the list of added cities. */
  cityList: string;
  /** A line above the field (Settings names the primary city and the limit). */
  cityIntro?: (primaryCity: string) => string;
  courtsLegend: string;
}

/** Registration's words; Settings passes its own. */
const REGISTRATION_LOCATION_WORDING: LocationWording = {
  addCity: 'Additional cities (optional)',
  cityList: 'Additional cities',
  courtsLegend: 'Courts covered',
};

export const SETTINGS_LOCATION_WORDING: LocationWording = {
  addCity: 'Add a city',
  cityList: 'Other cities you serve',
  cityIntro: (primaryCity) =>
    `Other cities you serve (besides ${primaryCity || 'your primary city'}, at most ${MAX_FIRM_CITIES})`,
  courtsLegend: 'Courts you cover',
};

/**
 * Where the firm practises: its province (chosen at registration; afterwards `fixedProvince`,
 * which only an operator changes), primary city with the province's major cities as suggestions,
 * the other cities it serves (an empty or repeated name is not added) and the courts it covers.
 */
export function LocationFields({
  fixedProvince,
  wording = REGISTRATION_LOCATION_WORDING,
}: {
  fixedProvince?: Province;
  wording?: LocationWording;
}) {
  const { control } = useFirmProfileForm();
  const field = useProfileField();
  const cities = useProfileController('cities');
  const chosenProvince = useWatch({ control, name: 'province' });
  const province = fixedProvince ?? chosenProvince;
  const primaryCity = useWatch({ control, name: 'primaryCity' }) ?? '';
  const suggestions = useId();
  const primaryCityField = (
    <TextField
      label="Primary city"
      list={suggestions}
      {...field('primaryCity')}
      hint={fixedProvince ? `Province: ${fixedProvince} (contact support to change it)` : undefined}
    />
  );
  return (
    <div className="space-y-5">
      {fixedProvince ? (
        primaryCityField
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Province" {...field('province')} defaultValue="">
            <option value="" disabled>
              Select a province
            </option>
            {PROVINCES.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </SelectField>
          {primaryCityField}
        </div>
      )}
      <datalist id={suggestions}>
        {(province ? MAJOR_CITIES_BY_PROVINCE[province] : []).map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <CityList
        cities={cities.value ?? []}
        primaryCity={primaryCity}
        onChange={cities.onChange}
        error={cities.error}
        suggestions={suggestions}
        wording={wording}
      />
      <CheckListField name="courtsCovered" legend={wording.courtsLegend} options={COURT_OPTIONS} />
    </div>
  );
}

/** The cities served besides the primary one: add by name (button or Enter), remove by its ✕ button. */
function CityList({
  cities,
  primaryCity,
  onChange,
  error,
  suggestions,
  wording,
}: {
  cities: string[];
  primaryCity: string;
  onChange: (cities: string[]) => void;
  error?: string;
  suggestions: string;
  wording: LocationWording;
}) {
  const [draft, setDraft] = useState('');
  const errorId = useId();
  const add = () => {
    onChange(addCity(cities, draft, primaryCity));
    setDraft('');
  };
  return (
    <div className="space-y-2">
      {wording.cityIntro && <p className="text-sm font-medium text-slate-800">{wording.cityIntro(primaryCity)}</p>}
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={wording.addCity}
          list={suggestions}
          value={draft}
          aria-describedby={error ? errorId : undefined}
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
        <ul className="flex flex-wrap gap-2" aria-label={wording.cityList}>
          {cities.map((c) => (
            <li key={c} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
              {c}
              <button
                type="button"
                aria-label={`Remove ${c}`}
                className="rounded px-1 hover:bg-brand-100"
                onClick={() => onChange(cities.filter((x) => x !== c))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
