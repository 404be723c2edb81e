import { Controller } from 'react-hook-form';
import { Check, CheckGroup, toggle } from '@/components/ui/check-group';
import { LANGUAGES } from '@/domain/languages';
import { messageOf, useFirmProfileForm } from './profile-form';

/** The languages the firm consults in (at least one). */
export function LanguagesField({ legend = 'Languages your firm consults in' }: { legend?: string }) {
  const { control, formState } = useFirmProfileForm();
  return (
    <Controller
      control={control}
      name="languages"
      render={({ field }) => (
        <CheckGroup legend={legend} error={messageOf(formState.errors.languages)}>
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
