import { SelectField } from '@/components/ui/field';
import { TEAM_SIZES } from '@/domain/firm-options';
import { messageOf, useFirmProfileForm } from './profile-form';

/** The firm's size in people; a new firm starts on 'Select team size'. */
export function TeamSizeField() {
  const { register, formState } = useFirmProfileForm();
  return (
    <SelectField label="Team size" {...register('teamSize')} error={messageOf(formState.errors.teamSize)} defaultValue="">
      <option value="" disabled>
        Select team size
      </option>
      {TEAM_SIZES.map((t) => (
        <option key={t} value={t}>
          {t} people
        </option>
      ))}
    </SelectField>
  );
}
