import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Alert, Button, Card, TextAreaField, TextField } from '@/components/ui';
import {
  addCity,
  isPaidPlan,
  practiceAreaLabel,
  SETTINGS_MESSAGES,
  updateFirmProfileInputSchema,
  type UpdateFirmProfileInput,
} from '@/domain';
import { updateFirmProfile } from '../api/firm-account';
import type { AccountData, FirmData } from '../api/use-firm-data';

function valuesOf(firm: FirmData, account: AccountData | null): UpdateFirmProfileInput {
  return {
    firmName: firm.firmName,
    contactPerson: account?.contactPerson ?? '',
    phone: account?.phone ?? '',
    address: account?.address ?? '',
    description: firm.description ?? '',
    practiceAreas: firm.practiceAreas ?? [],
    cities: (firm.cities ?? []).filter((c) => c !== firm.primaryCity),
  };
}

export function SettingsTab({ firm, account }: { firm: FirmData; account: AccountData | null }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [extraCity, setExtraCity] = useState('');
  const form = useForm<UpdateFirmProfileInput>({
    resolver: zodResolver(updateFirmProfileInputSchema) as unknown as Resolver<UpdateFirmProfileInput>,
    values: valuesOf(firm, account),
  });
  const { register, formState, handleSubmit, reset, watch, setValue } = form;
  const canEditCities = isPaidPlan(firm.packageType);
  const cities = watch('cities') ?? [];
  const e = formState.errors;

  const save = handleSubmit(async (values) => {
    setError(null);
    try {
      await updateFirmProfile(values);
      setSaved(true);
      setEditing(false);
    } catch (err) {
      const message = (err as Error).message || 'Please try again.';
      setError(message.startsWith('Failed to update') ? message : SETTINGS_MESSAGES.failed(message));
    }
  });

  const view = (label: string, value: string) => (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value || '—'}</dd>
    </div>
  );

  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-brand-950">Account Settings</h2>
        {!editing && (
          <Button variant="secondary" onClick={() => (setEditing(true), setSaved(false))}>
            Edit Details
          </Button>
        )}
      </div>
      {saved && (
        <Alert tone="success" className="mb-4">
          {SETTINGS_MESSAGES.saved}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {!editing ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          {view('Firm name', firm.firmName)}
          {view('Contact person', account?.contactPerson ?? '')}
          {view('Email', account?.email ?? '')}
          {view('Phone', account?.phone ?? '')}
          {view('Address', account?.address ?? '')}
          {view('Cities', (firm.cities ?? []).join(', '))}
          <div className="sm:col-span-2">{view('Description', firm.description ?? '')}</div>
          <div className="sm:col-span-2">
            {view('Practice areas', (firm.practiceAreas ?? []).map((id) => practiceAreaLabel(id) || id).join(', '))}
          </div>
        </dl>
      ) : (
        <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2" aria-label="Account settings">
          <TextField label="Firm name" {...register('firmName')} error={e.firmName?.message} />
          <TextField label="Contact person" {...register('contactPerson')} error={e.contactPerson?.message} />
          <TextField
            label="Email"
            value={account?.email ?? ''}
            readOnly
            hint="Your sign-in address. Contact support to change it."
          />
          <TextField label="Phone" type="tel" {...register('phone')} error={e.phone?.message} />
          <div className="sm:col-span-2">
            <TextAreaField label="Address" rows={2} {...register('address')} error={e.address?.message} />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              label="Description"
              rows={4}
              maxLength={1000}
              {...register('description')}
              error={e.description?.message}
            />
          </div>
          {canEditCities && (
            <div className="space-y-2 sm:col-span-2">
              <p className="text-sm font-medium text-slate-800">Cities you serve (besides {firm.primaryCity})</p>
              <div className="flex items-end gap-2">
                <TextField
                  label="Add a city"
                  value={extraCity}
                  className="flex-1"
                  onChange={(ev) => setExtraCity(ev.target.value)}
                />
                <Button
                  variant="secondary"
                  onClick={() => (setValue('cities', addCity(cities, extraCity, firm.primaryCity)), setExtraCity(''))}
                >
                  Add City
                </Button>
              </div>
              <ul className="flex flex-wrap gap-2">
                {cities.map((c) => (
                  <li
                    key={c}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900"
                  >
                    {c}
                    <button
                      type="button"
                      aria-label={`Remove ${c}`}
                      onClick={() =>
                        setValue(
                          'cities',
                          cities.filter((x) => x !== c),
                        )
                      }
                      className="rounded px-1 hover:bg-brand-100"
                    >
                      ✕
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
            <Button variant="secondary" onClick={() => (reset(valuesOf(firm, account)), setEditing(false), setError(null))}>
              Cancel
            </Button>
            <Button type="submit" busy={formState.isSubmitting}>
              Save Changes
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
