import { useWatch } from 'react-hook-form';
import type { WizardData } from '../wizard-state';
import { useAnswers } from '../wizard-form';
import { ChoiceButton, ChoiceError } from './choice-button';
import { t } from '@/lib/i18n/runtime';

export function UserTypeStep({ onChoose }: { onChoose: (userType: WizardData['userType']) => void }) {
  const { form, errorOf } = useAnswers();
  const userType = useWatch({ control: form.control, name: 'userType' });
  return (
    <fieldset>
      <legend className="text-slate-700">{t('userType.question')}</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <ChoiceButton
          selected={userType === 'person'}
          onClick={() => onChoose('person')}
          title={t('userType.person')}
          detail={t('userType.personDetail')}
        />
        <ChoiceButton
          selected={userType === 'business'}
          onClick={() => onChoose('business')}
          title={t('userType.business')}
          detail={t('userType.businessDetail')}
        />
      </div>
      <ChoiceError message={errorOf('userType')} />
    </fieldset>
  );
}
