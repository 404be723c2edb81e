import { Controller, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField } from '@/components/ui';
import { INCOME_BANDS } from '@/domain/matching/legal-aid';
import { BrowseAreas } from '../browse-areas';
import { LegalNeedField } from '../legal-need-field';
import { useAnswers } from '../wizard-form';
import { wizardRules } from '../wizard-rules';
import { ConsentChoices } from './consent-choices';
import { SpecificItemChoice } from './specific-item-choice';
import { incomeBandLabel } from '@/lib/i18n/income-bands';
import { t } from '@/lib/i18n/runtime';

/** A person's last screen: the need (searched or browsed), what more to say, and the optional questions. */
export function LegalNeedStep() {
  const { form, set, bind, errorOf, field } = useAnswers();
  const legalNeed = useWatch({ control: form.control, name: 'legalNeed' });
  const subcategory = wizardRules().resolveLegalNeed(legalNeed);
  return (
    <>
      <Controller
        control={form.control}
        name="legalNeed"
        render={({ field: need }) => (
          <LegalNeedField
            value={need.value}
            onChange={(value) => set('legalNeed', value)}
            error={errorOf('legalNeed')}
            inputRef={need.ref}
          />
        )}
      />
      <BrowseAreas value={legalNeed} onChoose={(name) => set('legalNeed', name)} />
      {subcategory && subcategory.items.length > 0 && <SpecificItemChoice items={subcategory.items} />}
      <TextAreaField label={t('need.describe')} rows={4} {...field('description')} hint={t('privacy.specialInformation')} />
      <SelectField label={t('income.label')} {...bind('incomeBand')} hint={t('income.hint')}>
        <option value="">{t('income.preferNot')}</option>
        {INCOME_BANDS.map((band) => (
          <option key={band.id} value={band.id}>
            {incomeBandLabel(band)}
          </option>
        ))}
      </SelectField>
      <ConsentChoices />
    </>
  );
}
