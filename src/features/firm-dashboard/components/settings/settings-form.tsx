import { FormProvider, useWatch } from 'react-hook-form';
import { BusinessHoursFields } from '@/components/firm-profile/business-hours-fields';
import { LanguagesField } from '@/components/firm-profile/languages-field';
import { LocationFields, SETTINGS_LOCATION_WORDING } from '@/components/firm-profile/location-fields';
import { FirmDescriptionField, FirmNameField } from '@/components/firm-profile/name-and-description-fields';
import { BusinessServicesField, PracticeAreasField } from '@/components/firm-profile/practice-areas-field';
import { ServiceDetailsFields } from '@/components/firm-profile/service-details-fields';
import { TeamSizeField } from '@/components/firm-profile/team-size-field';
import { useZodForm } from '@/components/ui/form';
import { Alert, Button, TextAreaField, TextField } from '@/components/ui';
import { DEFAULT_BUSINESS_HOURS } from '@/domain/firms/options';
import { updateFirmProfileInputSchema, type UpdateFirmProfileInput } from '@/domain/firms/registration';
import { useFormSubmit } from '@/lib/use-form-submit';
import { LogoUrlField, useLogoUpload } from '../logo-url-field';
import type { AccountData, FirmData } from '../../api/use-firm-data';

function settingsValues(firm: FirmData, account: AccountData | null): UpdateFirmProfileInput {
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
  const { register, control, formState, setValue } = form;
  // A refusal that names a field (a name another firm has) shows beside it; any other at the top.
  const { busy, failure, onSubmit } = useFormSubmit(form, onSave);
  const e = formState.errors;
  const upload = useLogoUpload(firm.id, (url) => setValue('logoUrl', url, { shouldDirty: true }));
  const logoUrl = useWatch({ control, name: 'logoUrl' });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Account settings">
        {failure && <Alert tone="error">{failure}</Alert>}
        <Section title="Firm and contact details">
          <div className="grid gap-4 sm:grid-cols-2">
            <FirmNameField />
            <TextField label="Contact person" {...register('contactPerson')} error={e.contactPerson?.message} />
            <TextField
              label="Email"
              value={account?.email ?? ''}
              readOnly
              hint="Your sign-in address. Contact support to change it."
            />
            <TextField label="Phone" type="tel" {...register('phone')} error={e.phone?.message} />
            <TextAreaField
              label="Address"
              rows={2}
              className="sm:col-span-2"
              {...register('address')}
              error={e.address?.message}
            />
            <div className="sm:col-span-2">
              <FirmDescriptionField label="Description" rows={4} />
            </div>
            <div className="space-y-2 sm:col-span-2">
              <LogoUrlField
                hints={{
                  withUpload: 'Paste a link to your logo, or upload an image below.',
                  withoutUpload: 'Paste a link to your logo. Uploads are off in this local run (no Storage emulator here).',
                }}
                upload={upload}
              />
              {logoUrl && (
                <img src={logoUrl} alt="Logo preview" className="h-16 w-16 rounded border border-slate-200 object-contain" />
              )}
            </div>
          </div>
        </Section>

        <Section title="Practice areas">
          <PracticeAreasField />
          <BusinessServicesField legend="Business services" generalBusinessLabel="General business law" />
        </Section>

        <Section title="Languages and service">
          <LanguagesField legend="Languages you consult in" />
          <ServiceDetailsFields />
        </Section>

        <Section title="Location and courts">
          <LocationFields fixedProvince={firm.province} wording={SETTINGS_LOCATION_WORDING} />
        </Section>

        <Section title="Team and hours">
          <TeamSizeField />
          <BusinessHoursFields offLabel="Closed" />
        </Section>

        {Object.keys(e).length > 0 && <Alert tone="error">Please check the highlighted fields above.</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" busy={busy || upload.uploading}>
            Save Changes
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
