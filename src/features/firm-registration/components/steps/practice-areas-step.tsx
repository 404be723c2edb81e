import { Controller } from 'react-hook-form';
import { PracticeAreaPicker } from '@/components/firm-profile/practice-area-picker';
import { useWizard, errorOf } from './step-helpers';

export function PracticeAreasStep() {
  const { control, formState } = useWizard();
  return (
    <Controller
      control={control}
      name="practiceAreas"
      render={({ field }) => (
        <PracticeAreaPicker
          value={field.value as string[] | undefined}
          onChange={field.onChange}
          error={formState.errors.practiceAreas ? errorOf(formState.errors.practiceAreas) : undefined}
        />
      )}
    />
  );
}
