import { useController, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { Check, CheckGroup, toggle } from '@/components/ui/check-group';
import { cn } from '@/components/ui/cn';
import { messageOf, useFirmProfileForm, type FirmProfileFieldValues } from './profile-form';

type ProfileFieldName = FieldPath<FirmProfileFieldValues>;

/**
 * Binds the shared field controls (`TextField`, `SelectField`, `TextAreaField`, which own the
 * label, the ids and the aria wiring) to a profile field: `{...field('primaryCity')}` spreads
 * the registration and the field's error message, so no group spells out either.
 */
export function useProfileField() {
  const { register, getFieldState, formState } = useFirmProfileForm();
  return <N extends ProfileFieldName>(name: N, options?: RegisterOptions<FirmProfileFieldValues, N>) => ({
    ...register(name, options),
    error: messageOf(getFieldState(name, formState).error),
  });
}

/** A field that is not a plain input (a checkbox group, a tree, a list): its value, setter and error message. */
export function useProfileController<N extends ProfileFieldName>(name: N) {
  const { control } = useFirmProfileForm();
  const { field, fieldState } = useController({ control, name });
  return { value: field.value, onChange: field.onChange, error: messageOf(fieldState.error) };
}

/** The profile's fields that hold a list of chosen values, each edited as a group of checkboxes. */
type CheckListName = 'languages' | 'consultationMethods' | 'urgencyLevels' | 'correspondentCourts' | 'courtsCovered';

export interface CheckOption {
  value: string;
  label: string;
  description?: string;
}

/** A checkbox group bound to a list field: its legend, one box an option, the field's error under the group. */
export function CheckListField({
  name,
  legend,
  options,
}: {
  name: CheckListName;
  legend: string;
  options: readonly CheckOption[];
}) {
  const { value, onChange, error } = useProfileController(name);
  const chosen: readonly string[] = value ?? [];
  return (
    <CheckGroup legend={legend} error={error}>
      {options.map((option) => (
        <Check
          key={option.value}
          label={option.label}
          description={option.description}
          checked={chosen.includes(option.value)}
          onChange={(on) => onChange(toggle(chosen, option.value, on))}
        />
      ))}
    </CheckGroup>
  );
}

/** An error under a group of controls; `id` is what the group names in its aria-describedby. */
export function FieldError({ id, message, className }: { id?: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-red-700', className)}>
      {message}
    </p>
  );
}
