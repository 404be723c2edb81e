import { useFormContext } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { useMutation } from '@/lib/use-mutation';
import { firmLogoUploadAvailable, uploadFirmLogo } from '../api/upload-firm-logo';

/** Uploads a chosen logo file (where Storage runs) and hands its URL on; the form saves it. */
export function useLogoUpload(firmId: string, onUploaded: (url: string) => void) {
  const { busy, failure, mutate } = useMutation(async (file: File) => onUploaded(await uploadFirmLogo(firmId, file)));
  const onLogoFile = async (file: File | undefined) => {
    if (file) await mutate(file);
  };
  return { uploading: busy, uploadError: failure, onLogoFile };
}

/**
 * The logo of the firm's listing: an image URL, and a file upload where Storage runs (the local
 * emulators have none, and the hint says so). Settings and the Overview's listing card both use
 * it, each inside its own form, which must have a `logoUrl` field.
 */
export function LogoUrlField({
  hints,
  upload,
}: {
  hints: { withUpload: string; withoutUpload: string };
  upload: ReturnType<typeof useLogoUpload>;
}) {
  const { register, formState } = useFormContext<{ logoUrl: string | null }>();
  return (
    <>
      <TextField
        label="Logo image URL"
        type="url"
        placeholder="https://"
        {...register('logoUrl', { setValueAs: (v: string | null) => (v ? v.trim() || null : null) })}
        error={formState.errors.logoUrl?.message}
        hint={firmLogoUploadAvailable ? hints.withUpload : hints.withoutUpload}
      />
      {firmLogoUploadAvailable && (
        <label className="block text-sm text-slate-800">
          Upload a logo (JPG, PNG, GIF or WebP, under 5 MB)
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={upload.uploading}
            className="mt-1 block w-full text-sm"
            onChange={(ev) => void upload.onLogoFile(ev.target.files?.[0])}
          />
        </label>
      )}
      {upload.uploadError && <Alert tone="error">{upload.uploadError}</Alert>}
    </>
  );
}
