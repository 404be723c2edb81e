import { Controller, useWatch } from 'react-hook-form';
import { Check, CheckGroup, toggle } from '@/components/ui/check-group';
import { TextField } from '@/components/ui/field';
import { CORRESPONDENT_COURT_TYPES } from '@/domain/courts';
import { CONSULTATION_METHODS, feeBand } from '@/domain/firm-options';
import { URGENCY_LEVELS } from '@/domain/urgency';
import { messageOf, useFirmProfileForm } from './profile-form';

/** How the firm consults, what a first consultation costs, the urgency it handles, and correspondent work. */
export function ServiceDetailsFields() {
  const { control, formState, register } = useFirmProfileForm();
  const fee = Number(useWatch({ control, name: 'consultationFees' }) ?? 0);
  const isCorrespondent = useWatch({ control, name: 'isCorrespondent' });
  const band = feeBand(fee);
  const e = formState.errors;
  return (
    <div className="space-y-6">
      <Controller
        control={control}
        name="consultationMethods"
        render={({ field }) => (
          <CheckGroup legend="Consultation methods" error={messageOf(e.consultationMethods)}>
            {CONSULTATION_METHODS.map((m) => (
              <Check
                key={m.id}
                label={m.label}
                checked={(field.value ?? []).includes(m.id)}
                onChange={(on) => field.onChange(toggle(field.value, m.id, on))}
              />
            ))}
          </CheckGroup>
        )}
      />
      <TextField
        label="Consultation fee (R)"
        type="number"
        inputMode="numeric"
        min={0}
        {...register('consultationFees', { setValueAs: (v: string | number) => (v === '' || v === null ? 0 : Number(v)) })}
        hint={
          band
            ? `${band.label}: R${band.min}${band.max ? ` to R${band.max}` : ' and above'}. Leave empty for a free first consultation.`
            : 'Leave empty for a free first consultation.'
        }
        error={e.consultationFees && 'Please enter a fee of R0 or more'}
      />
      <Controller
        control={control}
        name="urgencyLevels"
        render={({ field }) => (
          <CheckGroup legend="Urgency levels you can handle" error={messageOf(e.urgencyLevels)}>
            {URGENCY_LEVELS.map((u) => (
              <Check
                key={u.id}
                label={u.label}
                description={u.description}
                checked={(field.value ?? []).includes(u.id)}
                onChange={(on) => field.onChange(toggle(field.value, u.id, on))}
              />
            ))}
          </CheckGroup>
        )}
      />
      <Controller
        control={control}
        name="isCorrespondent"
        render={({ field }) => (
          <Check
            label="We offer correspondent services to other firms"
            checked={Boolean(field.value)}
            onChange={field.onChange}
          />
        )}
      />
      {isCorrespondent && (
        <Controller
          control={control}
          name="correspondentCourts"
          render={({ field }) => (
            <CheckGroup legend="Courts you appear in as correspondent" error={messageOf(e.correspondentCourts)}>
              {CORRESPONDENT_COURT_TYPES.map((c) => (
                <Check
                  key={c.id}
                  label={c.label}
                  checked={(field.value ?? []).includes(c.id)}
                  onChange={(on) => field.onChange(toggle(field.value, c.id, on))}
                />
              ))}
            </CheckGroup>
          )}
        />
      )}
    </div>
  );
}
