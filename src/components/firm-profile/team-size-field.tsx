import { SelectField } from '@/components/ui/field';
import { TEAM_SIZES } from '@/domain/firms/options';
import { useProfileField } from './profile-field';

/** The firm's size in people; a new firm starts on 'Select team size'. */
export function TeamSizeField() {
  const field = useProfileField();
  return (
    <SelectField label="Team size" {...field('teamSize')} defaultValue="">
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
