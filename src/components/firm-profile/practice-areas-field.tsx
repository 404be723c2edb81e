import { Check, CheckGroup } from '@/components/ui/check-group';
import { PracticeAreaPicker } from './practice-area-picker';
import { useProfileController } from './profile-field';

/** The practice-area tree bound to the form's `practiceAreas` (ids at every level). */
export function PracticeAreasField() {
  const { value, onChange, error } = useProfileController('practiceAreas');
  return <PracticeAreaPicker value={value} onChange={onChange} error={error} />;
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
  const services = useProfileController('businessServices');
  const value = services.value ?? { collections: false, generalBusiness: false };
  return (
    <CheckGroup legend={legend} hint={hint}>
      <Check
        label="Debt collections"
        checked={Boolean(value.collections)}
        onChange={(on) => services.onChange({ ...value, collections: on })}
      />
      <Check
        label={generalBusinessLabel}
        checked={Boolean(value.generalBusiness)}
        onChange={(on) => services.onChange({ ...value, generalBusiness: on })}
      />
    </CheckGroup>
  );
}
