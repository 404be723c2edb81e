import { useWatch } from 'react-hook-form';
import { Check } from '@/components/ui/check-group';
import { TextField } from '@/components/ui/field';
import { CONSULTATION_METHODS, feeBand } from '@/domain/firms/options';
import { URGENCY_LEVELS } from '@/domain/leads/urgency';
import { CORRESPONDENT_COURT_TYPES } from '@/domain/shared/courts';
import { CheckListField, useProfileController, useProfileField } from './profile-field';
import { useFirmProfileForm } from './profile-form';

const METHOD_OPTIONS = CONSULTATION_METHODS.map((m) => ({ value: m.id, label: m.label }));
const URGENCY_OPTIONS = URGENCY_LEVELS.map((u) => ({ value: u.id, label: u.label, description: u.description }));
const CORRESPONDENT_COURT_OPTIONS = CORRESPONDENT_COURT_TYPES.map((c) => ({ value: c.id, label: c.label }));

/** How the firm consults, what a first consultation costs, the urgency it handles, and correspondent work. */
export function ServiceDetailsFields() {
  const { control } = useFirmProfileForm();
  const field = useProfileField();
  const correspondent = useProfileController('isCorrespondent');
  const fee = Number(useWatch({ control, name: 'consultationFees' }) ?? 0);
  const band = feeBand(fee);
  const feeInput = field('consultationFees', {
    setValueAs: (v: string | number) => (v === '' || v === null ? 0 : Number(v)),
  });
  return (
    <div className="space-y-6">
      <CheckListField name="consultationMethods" legend="Consultation methods" options={METHOD_OPTIONS} />
      <TextField
        label="Consultation fee (R)"
        type="number"
        inputMode="numeric"
        min={0}
        {...feeInput}
        hint={
          band
            ? `${band.label}: R${band.min}${band.max ? ` to R${band.max}` : ' and above'}. Leave empty for a free first consultation.`
            : 'Leave empty for a free first consultation.'
        }
        error={feeInput.error && 'Please enter a fee of R0 or more'}
      />
      <CheckListField name="urgencyLevels" legend="Urgency levels you can handle" options={URGENCY_OPTIONS} />
      <Check
        label="We offer correspondent services to other firms"
        checked={Boolean(correspondent.value)}
        onChange={correspondent.onChange}
      />
      {correspondent.value && (
        <CheckListField
          name="correspondentCourts"
          legend="Courts you appear in as correspondent"
          options={CORRESPONDENT_COURT_OPTIONS}
        />
      )}
    </div>
  );
}
