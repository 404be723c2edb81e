// A business's last two screens: the kind of service (a choice that moves on), then the details.
import { useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/ui';
import { SPECIAL_INFORMATION_WARNING } from '@/domain/privacy/consent-text';
import { useAnswers, useWizardForm } from '../wizard-form';
import { wizardRules } from '../wizard-rules';
import type { WizardData } from '../wizard-state';
import { ChoiceButton, ChoiceError } from './choice-button';
import { ConsentChoices } from './consent-choices';

export function ServiceTypeStep({ onChoose }: { onChoose: (serviceType: WizardData['serviceType']) => void }) {
  const { form, errorOf } = useAnswers();
  const serviceType = useWatch({ control: form.control, name: 'serviceType' });
  const { BUSINESS_SERVICE_TYPES, BUSINESS_SERVICE_LABELS } = wizardRules();
  return (
    <fieldset>
      <legend className="text-slate-700">What kind of legal service does your business need?</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {BUSINESS_SERVICE_TYPES.map((type) => (
          <ChoiceButton
            key={type}
            selected={serviceType === type}
            onClick={() => onChoose(type)}
            title={BUSINESS_SERVICE_LABELS[type]}
            detail={type === 'collections' ? 'Recover money owed to your business' : 'Contracts, compliance, disputes and more'}
          />
        ))}
      </div>
      <ChoiceError message={errorOf('serviceType')} />
    </fieldset>
  );
}

export function ServiceDetailsStep() {
  const { field } = useAnswers();
  const serviceType = useWatch({ control: useWizardForm().control, name: 'serviceType' });
  return (
    <>
      <p className="text-sm text-slate-700">
        Service: <strong>{serviceType ? wizardRules().BUSINESS_SERVICE_LABELS[serviceType] : ''}</strong>
      </p>
      <TextAreaField
        label="Additional details (optional)"
        rows={5}
        {...field('additionalDetails')}
        hint={SPECIAL_INFORMATION_WARNING}
      />
      <ConsentChoices />
    </>
  );
}
