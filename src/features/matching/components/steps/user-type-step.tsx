import { useWatch } from 'react-hook-form';
import type { WizardData } from '../wizard-state';
import { useAnswers } from '../wizard-form';
import { ChoiceButton, ChoiceError } from './choice-button';

export function UserTypeStep({ onChoose }: { onChoose: (userType: WizardData['userType']) => void }) {
  const { form, errorOf } = useAnswers();
  const userType = useWatch({ control: form.control, name: 'userType' });
  return (
    <fieldset>
      <legend className="text-slate-700">Are you looking for help as an individual or for a business?</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <ChoiceButton
          selected={userType === 'person'}
          onClick={() => onChoose('person')}
          title="An individual"
          detail="Family, property, work, criminal and other personal matters"
        />
        <ChoiceButton
          selected={userType === 'business'}
          onClick={() => onChoose('business')}
          title="A business"
          detail="Debt collection and other business legal services"
        />
      </div>
      <ChoiceError message={errorOf('userType')} />
    </fieldset>
  );
}
