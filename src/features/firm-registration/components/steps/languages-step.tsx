import { Controller } from 'react-hook-form';
import { LANGUAGES } from '@/domain';
import { Check, CheckGroup, toggle } from '../check-group';
import { useWizard, errorOf } from './step-helpers';

export function LanguagesStep() {
  const { control, formState } = useWizard();
  return (
    <Controller
      control={control}
      name="languages"
      render={({ field }) => (
        <CheckGroup legend="Languages your firm consults in" error={errorOf(formState.errors.languages)}>
          {LANGUAGES.map((l) => (
            <Check
              key={l.code}
              label={l.name}
              checked={(field.value ?? []).includes(l.code)}
              onChange={(on) => field.onChange(toggle(field.value, l.code, on))}
            />
          ))}
        </CheckGroup>
      )}
    />
  );
}
