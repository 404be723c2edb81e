import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useZodForm } from '@/components/ui/form';
import { PracticeAreaPicker } from '@/components/firm-profile/practice-area-picker';
import { Alert, Button, Check, CheckGroup, SelectField, TextAreaField, TextField, toggle } from '@/components/ui';
import {
  CONSULTATION_METHODS,
  CORRESPONDENT_COURT_TYPES,
  COURTS_COVERED,
  DEFAULT_BUSINESS_HOURS,
  FIRM_DESCRIPTION_MAX,
  LANGUAGES,
  TEAM_SIZES,
  updateFirmProfileInputSchema,
  URGENCY_LEVELS,
  type UpdateFirmProfileInput,
} from '@/domain';
import { firmLogoUploadAvailable, uploadFirmLogo } from '../../api/upload-firm-logo';
import type { AccountData, FirmData } from '../../api/use-firm-data';
import { BusinessHoursFields } from './business-hours-fields';
import { CityListField } from './city-list-field';

export function settingsValues(firm: FirmData, account: AccountData | null): UpdateFirmProfileInput {
  return {
    firmName: firm.firmName,
    contactPerson: account?.contactPerson ?? '',
    phone: account?.phone ?? '',
    address: account?.address ?? '',
    logoUrl: firm.logoUrl ?? null,
    description: firm.description ?? '',
    practiceAreas: firm.practiceAreas ?? [],
    businessServices: firm.businessServices ?? { collections: false, generalBusiness: false },
    languages: firm.languages ?? [],
    consultationMethods: firm.consultationMethods ?? [],
    consultationFees: firm.consultationFees ?? 0,
    urgencyLevels: firm.urgencyLevels ?? [],
    isCorrespondent: firm.isCorrespondent ?? false,
    correspondentCourts: firm.correspondentCourts ?? [],
    primaryCity: firm.primaryCity,
    cities: (firm.cities ?? []).filter((c) => c.toLowerCase() !== firm.primaryCity.toLowerCase()),
    courtsCovered: firm.courtsCovered ?? [],
    teamSize: firm.teamSize,
    businessHours: firm.businessHours ?? DEFAULT_BUSINESS_HOURS,
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0" aria-label={title}>
      <h3 className="text-base font-semibold text-brand-950">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Every public field registration set, validated with the callable's own schema before it is
 * sent; the server parses the same schema again and keeps the firm's match index current.
 */
export function SettingsForm({
  firm,
  account,
  onSave,
  onCancel,
}: {
  firm: FirmData;
  account: AccountData | null;
  onSave: (values: UpdateFirmProfileInput) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(updateFirmProfileInputSchema, { defaultValues: settingsValues(firm, account) });
  const { register, control, formState, handleSubmit, setValue } = form;
  const e = formState.errors;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const primaryCity = useWatch({ control, name: 'primaryCity' }) ?? '';
  const isCorrespondent = useWatch({ control, name: 'isCorrespondent' });
  const hours = useWatch({ control, name: 'businessHours' });
  const logoUrl = useWatch({ control, name: 'logoUrl' });

  const onLogoFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      setValue('logoUrl', await uploadFirmLogo(firm.id, file), { shouldDirty: true });
    } catch (err) {
      setUploadError((err as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="space-y-6" aria-label="Account settings">
      <Section title="Firm and contact details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Firm name" {...register('firmName')} error={e.firmName?.message} />
          <TextField label="Contact person" {...register('contactPerson')} error={e.contactPerson?.message} />
          <TextField
            label="Email"
            value={account?.email ?? ''}
            readOnly
            hint="Your sign-in address. Contact support to change it."
          />
          <TextField label="Phone" type="tel" {...register('phone')} error={e.phone?.message} />
          <TextAreaField label="Address" rows={2} className="sm:col-span-2" {...register('address')} error={e.address?.message} />
          <TextAreaField
            label="Description"
            rows={4}
            maxLength={FIRM_DESCRIPTION_MAX}
            className="sm:col-span-2"
            {...register('description')}
            error={e.description?.message}
          />
          <div className="space-y-2 sm:col-span-2">
            <TextField
              label="Logo image URL"
              type="url"
              placeholder="https://"
              {...register('logoUrl', { setValueAs: (v: string | null) => (v ? v.trim() || null : null) })}
              error={e.logoUrl?.message}
              hint={
                firmLogoUploadAvailable
                  ? 'Paste a link to your logo, or upload an image below.'
                  : 'Paste a link to your logo. Uploads are off in this local run (no Storage emulator here).'
              }
            />
            {firmLogoUploadAvailable && (
              <label className="block text-sm text-slate-800">
                Upload a logo (JPG, PNG, GIF or WebP, under 5 MB)
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/gif,image/webp"
                  disabled={uploading}
                  className="mt-1 block w-full text-sm"
                  onChange={(ev) => void onLogoFile(ev.target.files?.[0])}
                />
              </label>
            )}
            {uploadError && <Alert tone="error">{uploadError}</Alert>}
            {logoUrl && (
              <img src={logoUrl} alt="Logo preview" className="h-16 w-16 rounded border border-slate-200 object-contain" />
            )}
          </div>
        </div>
      </Section>

      <Section title="Practice areas">
        <Controller
          control={control}
          name="practiceAreas"
          render={({ field }) => (
            <PracticeAreaPicker value={field.value} onChange={field.onChange} error={e.practiceAreas?.message} />
          )}
        />
        <Controller
          control={control}
          name="businessServices"
          render={({ field }) => (
            <CheckGroup legend="Business services">
              <Check
                label="Debt collections"
                checked={field.value?.collections ?? false}
                onChange={(on) => field.onChange({ ...field.value, collections: on })}
              />
              <Check
                label="General business law"
                checked={field.value?.generalBusiness ?? false}
                onChange={(on) => field.onChange({ ...field.value, generalBusiness: on })}
              />
            </CheckGroup>
          )}
        />
      </Section>

      <Section title="Languages and service">
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <CheckGroup legend="Languages you consult in" error={e.languages?.message}>
              {LANGUAGES.map((l) => (
                <Check
                  key={l.code}
                  label={l.name}
                  checked={(field.value ?? []).includes(l.code)}
                  onChange={(on) => field.onChange(toggle(field.value, l.code, on))}
                />
              ))}
            </CheckGroup>
          )}
        />
        <Controller
          control={control}
          name="consultationMethods"
          render={({ field }) => (
            <CheckGroup legend="Consultation methods" error={e.consultationMethods?.message}>
              {CONSULTATION_METHODS.map((m) => (
                <Check
                  key={m.id}
                  label={m.label}
                  checked={(field.value ?? []).includes(m.id)}
                  onChange={(on) => field.onChange(toggle(field.value, m.id, on))}
                />
              ))}
            </CheckGroup>
          )}
        />
        <TextField
          label="Consultation fee (R)"
          type="number"
          inputMode="numeric"
          min={0}
          {...register('consultationFees', { setValueAs: (v: string | number) => (v === '' || v === null ? 0 : Number(v)) })}
          error={e.consultationFees && 'Please enter a fee of R0 or more'}
        />
        <Controller
          control={control}
          name="urgencyLevels"
          render={({ field }) => (
            <CheckGroup legend="Urgency levels you can handle" error={e.urgencyLevels?.message}>
              {URGENCY_LEVELS.map((u) => (
                <Check
                  key={u.id}
                  label={u.label}
                  description={u.description}
                  checked={(field.value ?? []).includes(u.id)}
                  onChange={(on) => field.onChange(toggle(field.value, u.id, on))}
                />
              ))}
            </CheckGroup>
          )}
        />
        <Controller
          control={control}
          name="isCorrespondent"
          render={({ field }) => (
            <Check
              label="We offer correspondent services to other firms"
              checked={Boolean(field.value)}
              onChange={field.onChange}
            />
          )}
        />
        {isCorrespondent && (
          <Controller
            control={control}
            name="correspondentCourts"
            render={({ field }) => (
              <CheckGroup legend="Courts you appear in as correspondent" error={e.correspondentCourts?.message}>
                {CORRESPONDENT_COURT_TYPES.map((c) => (
                  <Check
                    key={c.id}
                    label={c.label}
                    checked={(field.value ?? []).includes(c.id)}
                    onChange={(on) => field.onChange(toggle(field.value, c.id, on))}
                  />
                ))}
              </CheckGroup>
            )}
          />
        )}
      </Section>

      <Section title="Location and courts">
        <TextField
          label="Primary city"
          {...register('primaryCity')}
          error={e.primaryCity?.message}
          hint={`Province: ${firm.province} (contact support to change it)`}
        />
        <Controller
          control={control}
          name="cities"
          render={({ field }) => (
            <CityListField
              cities={field.value ?? []}
              primaryCity={primaryCity}
              onChange={field.onChange}
              error={e.cities?.message ?? (Array.isArray(e.cities) ? e.cities.find(Boolean)?.message : undefined)}
            />
          )}
        />
        <Controller
          control={control}
          name="courtsCovered"
          render={({ field }) => (
            <CheckGroup legend="Courts you cover" error={e.courtsCovered?.message}>
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
      </Section>

      <Section title="Team and hours">
        <SelectField label="Team size" {...register('teamSize')} error={e.teamSize?.message}>
          {TEAM_SIZES.map((t) => (
            <option key={t} value={t}>
              {t} people
            </option>
          ))}
        </SelectField>
        <BusinessHoursFields register={register} hours={hours} errors={e.businessHours} />
      </Section>

      {Object.keys(e).length > 0 && <Alert tone="error">Please check the highlighted fields above.</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={formState.isSubmitting || uploading}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
