// A business's last two screens: the kind of service (a choice that moves on), then the details.
import { useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/ui';
import { useAnswers, useWizardForm } from '../wizard-form';
import { wizardRules } from '../wizard-rules';
import type { WizardData } from '../wizard-state';
import { ChoiceButton, ChoiceError } from './choice-button';
import { ConsentChoices } from './consent-choices';
import { t } from '@/lib/i18n/runtime';

export function ServiceTypeStep({ onChoose }: { onChoose: (serviceType: WizardData['serviceType']) => void }) {
  const { form, errorOf } = useAnswers();
  const serviceType = useWatch({ control: form.control, name: 'serviceType' });
  const { BUSINESS_SERVICE_TYPES } = wizardRules();
  return (
    <fieldset>
      <legend className="text-slate-700">{t('service.question')}</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {BUSINESS_SERVICE_TYPES.map((type) => (
          <ChoiceButton
            key={type}
            selected={serviceType === type}
            onClick={() => onChoose(type)}
            title={t(type === 'collections' ? 'service.collections' : 'service.other')}
            detail={t(type === 'collections' ? 'service.collectionsDetail' : 'service.otherDetail')}
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
        {t('service.shown')}{' '}
        <strong>{serviceType ? t(serviceType === 'collections' ? 'service.collections' : 'service.other') : ''}</strong>
      </p>
      <TextAreaField
        label={t('service.details')}
        rows={5}
        {...field('additionalDetails')}
        hint={t('privacy.specialInformation')}
      />
      <ConsentChoices />
    </>
  );
}
