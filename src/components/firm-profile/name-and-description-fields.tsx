import { useWatch } from 'react-hook-form';
import { cn } from '@/components/ui/cn';
import { TextAreaField, TextField } from '@/components/ui/field';
import { DESCRIPTION_WARN_AT } from '@/domain/firms/registration';
import { FIRM_DESCRIPTION_MAX } from '@/domain/shared/fields';
import { useProfileField } from './profile-field';
import { useFirmProfileForm } from './profile-form';

/** The firm's public name. `availability` is registration's live name check, shown when the form has nothing to say. */
export function FirmNameField({ availability }: { availability?: string | null }) {
  const field = useProfileField();
  const { error, ...input } = field('firmName');
  return <TextField label="Firm name" autoComplete="organization" {...input} error={error ?? availability ?? undefined} />;
}

/** What clients read about the firm: input stops at the limit, the counter turns red near it. */
export function FirmDescriptionField({ label = 'Firm description', rows = 5 }: { label?: string; rows?: number }) {
  const field = useProfileField();
  const { control } = useFirmProfileForm();
  const description = useWatch({ control, name: 'description' }) ?? '';
  return (
    <div>
      <TextAreaField label={label} rows={rows} maxLength={FIRM_DESCRIPTION_MAX} {...field('description')} />
      <p
        aria-live="polite"
        className={cn(
          'mt-1 text-right text-xs',
          description.length > DESCRIPTION_WARN_AT ? 'font-semibold text-red-700' : 'text-slate-600',
        )}
      >
        {description.length}/{FIRM_DESCRIPTION_MAX} characters
      </p>
    </div>
  );
}
