import { useWatch } from 'react-hook-form';
import { RadioOption } from '@/components/ui';
import { localAreaName } from '../area-name';
import { useAnswers } from '../wizard-form';
import { t } from '@/lib/i18n/runtime';

interface SpecificItemChoiceProps {
  items: readonly { id: string; name: string }[];
}

/**
 * 'More specifically': the chosen area's items as radio buttons, each in the wizard's language,
 * with 'Not sure / other' first. Radios rather than a select: an item's name runs to 50
 * characters, which a closed select cut off at 375 px in every language, and two to four choices
 * read better laid out than folded away.
 */
export function SpecificItemChoice({ items }: SpecificItemChoiceProps) {
  const { form, set } = useAnswers();
  const chosen = useWatch({ control: form.control, name: 'specificItem' }) ?? '';
  const options = [
    { id: '', name: t('need.notSure') },
    ...items.map((item) => ({ id: item.id, name: localAreaName(item.id) ?? item.name })),
  ];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('need.specific')}</legend>
      <div className="mt-2 space-y-1">
        {options.map(({ id, name }) => (
          <RadioOption
            key={id || 'not-sure'}
            name="specificItem"
            value={id}
            checked={chosen === id}
            onChange={() => set('specificItem', id)}
          >
            {name}
          </RadioOption>
        ))}
      </div>
    </fieldset>
  );
}
