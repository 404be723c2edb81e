import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { FirmDescriptionField } from '@/components/firm-profile/name-and-description-fields';
import { Alert, Button, Card } from '@/components/ui';
import { FirmLogo } from '@/components/ui/firm-identity';
import { useZodForm } from '@/components/ui/form';
import { LISTING_MESSAGES, updateFirmListingInputSchema, type UpdateFirmListingInput } from '@/domain/firms/listing';
import { useFormSubmit } from '@/lib/use-form-submit';
import { updateFirmListing } from '../../api/firm-listing';
import { LogoUrlField, useLogoUpload } from '../logo-url-field';
import type { FirmData } from '../../api/use-firm-data';

/**
 * "Your listing" (every plan, docs/firms.md "Free plan"): the logo and the description clients
 * read, saved through updateFirmListing. Registration's logo step sends firms here. Where Storage
 * runs, a file is uploaded to the firm's own logo path first; otherwise an image address is taken.
 */
export function ListingCard({ firm }: { firm: FirmData }) {
  const initial: UpdateFirmListingInput = { logoUrl: firm.logoUrl ?? null, description: firm.description ?? '' };
  const form = useZodForm(updateFirmListingInputSchema, { defaultValues: initial });
  const { control, formState, setValue, reset } = form;
  const [saved, setSaved] = useState(false);
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (values) => {
      setSaved(false);
      await updateFirmListing(values);
      reset(values);
      setSaved(true);
    },
    LISTING_MESSAGES.failed,
  );
  const upload = useLogoUpload(firm.id, (url) => setValue('logoUrl', url, { shouldDirty: true }));
  const logoUrl = useWatch({ control, name: 'logoUrl' });

  return (
    <Card>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            setSaved(false);
            onSubmit(event);
          }}
          className="space-y-4"
          aria-labelledby="listing-title"
        >
          <div>
            <h3 id="listing-title" className="text-lg font-semibold text-brand-950">
              Your listing
            </h3>
            <p className="mt-1 text-sm text-slate-700">The logo and description clients see on your firm’s card and profile.</p>
          </div>
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex items-start gap-4">
            <FirmLogo name={firm.firmName} logoUrl={logoUrl} />
            <div className="min-w-0 flex-1 space-y-2">
              <LogoUrlField
                hints={{
                  withUpload: 'Paste a link to your logo, or upload an image below. Leave it empty to show your initial.',
                  withoutUpload:
                    'Paste a link to your logo, or leave it empty to show your initial. Uploads are off in this local run (no Storage emulator here).',
                }}
                upload={upload}
              />
            </div>
          </div>
          <FirmDescriptionField label="Description" rows={4} />
          {saved && !formState.isDirty && <Alert tone="success">{LISTING_MESSAGES.saved}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" busy={busy || upload.uploading}>
              Save listing
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}
