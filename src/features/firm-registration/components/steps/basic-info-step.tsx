import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, TextAreaField, TextField } from '@/components/ui';
import { logoFileError, REGISTRATION_MESSAGES } from '@/domain';
import { checkFirmName } from '../../api/register-firm';
import { logoUploadAvailable, uploadLogo } from '../../api/upload-logo';
import { useWizard, errorOf, useDebouncedCheck } from './step-helpers';

export function BasicInfoStep({ onNameTaken }: { onNameTaken: (taken: boolean) => void }) {
  const { register, formState, control, setValue } = useWizard();
  const firmName = useWatch({ control, name: 'firmName' }) ?? '';
  const email = useWatch({ control, name: 'email' }) ?? '';
  const [logoError, setLogoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const nameMessage = useDebouncedCheck(firmName, async (name) => {
    try {
      const result = await checkFirmName(name);
      return result.available ? null : result.error || REGISTRATION_MESSAGES.nameTakenShort;
    } catch {
      // Malformed names are reported by the form itself; only a failed call is worth saying.
      return name.trim().length > 150 || /[<>]/.test(name) ? null : REGISTRATION_MESSAGES.nameCheckFailed;
    }
  });
  useEffect(() => {
    onNameTaken(Boolean(nameMessage && nameMessage !== REGISTRATION_MESSAGES.nameCheckFailed));
  }, [nameMessage, onNameTaken]);
  const e = formState.errors;

  const onLogo = async (file: File | undefined) => {
    setLogoError(null);
    if (!file) return;
    const problem = logoFileError(file);
    if (problem) return setLogoError(problem);
    setUploading(true);
    try {
      setValue('logoUrl', await uploadLogo(file));
    } catch {
      setLogoError(REGISTRATION_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
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
              onChange={(ev) => onLogo(ev.target.files?.[0])}
              className="block text-sm"
            />
            <p className="text-xs text-slate-600">JPG, PNG, GIF or WebP, at most 5MB.{uploading ? ' Uploading...' : ''}</p>
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
              {...register('logoUrl', { setValueAs: (v: string | null) => (v && v.trim() ? v.trim() : null) })}
              error={errorOf(e.logoUrl)}
            />
          </div>
        )}
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Firm name"
          autoComplete="organization"
          {...register('firmName')}
          error={errorOf(e.firmName) ?? nameMessage ?? undefined}
        />
      </div>
      <TextField label="LPC number" {...register('lpcNumber')} error={errorOf(e.lpcNumber)} />
      <TextField label="Contact person" autoComplete="name" {...register('contactPerson')} error={errorOf(e.contactPerson)} />
      <TextField label="Contact email" type="email" value={email} readOnly hint="Set from your login email (step 9)." />
      <TextField label="Phone" type="tel" autoComplete="tel" {...register('phone')} error={errorOf(e.phone)} />
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
