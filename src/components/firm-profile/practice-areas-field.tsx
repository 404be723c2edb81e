import { Controller } from 'react-hook-form';
import { Check, CheckGroup } from '@/components/ui/check-group';
import { PracticeAreaPicker } from './practice-area-picker';
import { messageOf, useFirmProfileForm } from './profile-form';

/** The practice-area tree bound to the form's `practiceAreas` (ids at every level). */
export function PracticeAreasField() {
  const { control, formState } = useFirmProfileForm();
  return (
    <Controller
      control={control}
      name="practiceAreas"
      render={({ field }) => (
        <PracticeAreaPicker value={field.value} onChange={field.onChange} error={messageOf(formState.errors.practiceAreas)} />
      )}
    />
  );
}

/** Whether the firm takes on debt collections and general business matters. */
export function BusinessServicesField({
  legend = 'Business services (optional)',
  hint,
  generalBusinessLabel = 'General business legal services',
}: {
  legend?: string;
  hint?: string;
  generalBusinessLabel?: string;
}) {
  const { control } = useFirmProfileForm();
  return (
    <Controller
      control={control}
      name="businessServices"
      render={({ field }) => {
        const value = field.value ?? { collections: false, generalBusiness: false };
        return (
          <CheckGroup legend={legend} hint={hint}>
            <Check
              label="Debt collections"
              checked={Boolean(value.collections)}
              onChange={(on) => field.onChange({ ...value, collections: on })}
            />
            <Check
              label={generalBusinessLabel}
              checked={Boolean(value.generalBusiness)}
              onChange={(on) => field.onChange({ ...value, generalBusiness: on })}
            />
          </CheckGroup>
        );
      }}
    />
  );
}
