import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui';
import { logoFileError, REGISTRATION_MESSAGES } from '@/domain/firms/registration';
import { LPC_ROLL_URL, sastYear } from '@/domain/firms/verification';
import { FirmNameField } from '@/components/firm-profile/name-and-description-fields';
import { checkFirmName } from '../../api/register-firm';
import { logoUploadAvailable } from '../../api/upload-logo';
import { CheckPassed } from './check-passed';
import { useWizard, errorOf, useDebouncedCheck, PASSED, refused } from './step-helpers';

export function BasicInfoStep({
  onNameTaken,
  logo,
  onLogo,
}: {
  onNameTaken: (taken: boolean) => void;
  /** The chosen logo file: kept in this browser at registration, uploaded on the confirmation page. */
  logo: File | null;
  onLogo: (file: File | null) => void;
}) {
  const { register, formState, control } = useWizard();
  const firmName = useWatch({ control, name: 'firmName' }) ?? '';
  const needsFidelity = useWatch({ control, name: 'fidelityFund.required' }) === true;
  const thisYear = sastYear(Date.now());
  const [logoError, setLogoError] = useState<string | null>(null);
  const { message: nameMessage, passed: nameAvailable } = useDebouncedCheck(firmName, async (name) => {
    try {
      const result = await checkFirmName(name);
      return result.available ? PASSED : refused(result.error || REGISTRATION_MESSAGES.nameTakenShort);
    } catch {
      // Malformed names are reported by the form itself; only a failed call is worth saying.
      return refused(name.trim().length > 150 || /[<>]/.test(name) ? null : REGISTRATION_MESSAGES.nameCheckFailed);
    }
  });
  useEffect(() => {
    onNameTaken(Boolean(nameMessage && nameMessage !== REGISTRATION_MESSAGES.nameCheckFailed));
  }, [nameMessage, onNameTaken]);
  const e = formState.errors;

  const chooseLogo = (file: File | undefined) => {
    setLogoError(null);
    if (!file) return onLogo(null);
    const problem = logoFileError(file);
    if (problem) {
      onLogo(null);
      return setLogoError(problem);
    }
    onLogo(file);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {logoUploadAvailable ? (
          <div className="space-y-1.5">
            <label htmlFor="logo-file" className="block text-sm font-medium text-slate-800">
              Firm logo (optional)
            </label>
            <input
              id="logo-file"
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              onChange={(ev) => chooseLogo(ev.target.files?.[0])}
              className="block w-full max-w-full text-sm"
            />
            <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
              JPG, PNG, GIF or WebP, at most 5MB. {logo ? `${logo.name} is kept` : 'It is kept'} in this browser and uploaded when
              you open the confirmation link we email you here. You can add or change it later from your dashboard.
            </p>
            {logoError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {logoError}
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-3">
            <Alert tone="info">
              Logo uploads are off in this local run (the Storage emulator cannot run here). You can paste the web address of your
              logo image instead.
            </Alert>
            <TextField
              label="Logo image URL (optional)"
              type="url"
              placeholder="https://"
              hint="You can add or change it later from your dashboard."
              {...register('logoUrl', { setValueAs: (v: string | null) => (v && v.trim() ? v.trim() : null) })}
              error={errorOf(e.logoUrl)}
            />
          </div>
        )}
      </div>
      <div className="sm:col-span-2">
        <FirmNameField availability={nameMessage} />
        <CheckPassed passed={nameAvailable && !formState.errors.firmName}>Name available</CheckPassed>
      </div>
      <TextField
        label="LPC number"
        hint={
          <>
            Your Legal Practice Council registration number. We check it on the{' '}
            <a href={LPC_ROLL_URL} target="_blank" rel="noreferrer" className="underline">
              LPC roll
            </a>{' '}
            before your firm is shown to clients.
          </>
        }
        {...register('lpcNumber')}
        error={errorOf(e.lpcNumber)}
      />
      <TextField label="Contact person" autoComplete="name" {...register('contactPerson')} error={errorOf(e.contactPerson)} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...register('phone')} error={errorOf(e.phone)} />
      <div className="space-y-3 sm:col-span-2">
        <CheckboxField
          label="My practice needs a Fidelity Fund certificate (attorneys practising for their own account or holding trust money, and advocates with a trust account)"
          {...register('fidelityFund.required')}
          error={errorOf(e.fidelityFund?.required)}
        />
        {needsFidelity && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Fidelity Fund certificate number"
              {...register('fidelityFund.certificateNumber')}
              error={errorOf(e.fidelityFund?.certificateNumber)}
            />
            <SelectField
              label="Certificate year"
              {...register('fidelityFund.year', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
              error={errorOf(e.fidelityFund?.year)}
            >
              <option value="">Choose the year</option>
              <option value={thisYear}>{thisYear}</option>
              <option value={thisYear + 1}>{thisYear + 1}</option>
            </SelectField>
          </div>
        )}
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Physical address"
          rows={2}
          autoComplete="street-address"
          {...register('address')}
          error={errorOf(e.address)}
        />
      </div>
    </div>
  );
}
