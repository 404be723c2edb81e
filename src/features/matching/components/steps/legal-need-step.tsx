import { Controller, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField } from '@/components/ui';
import { INCOME_BANDS } from '@/domain/matching/legal-aid';
import { SPECIAL_INFORMATION_WARNING } from '@/domain/privacy/consent-text';
import { BrowseAreas } from '../browse-areas';
import { LegalNeedField } from '../legal-need-field';
import { useAnswers } from '../wizard-form';
import { wizardRules } from '../wizard-rules';
import { ConsentChoices } from './consent-choices';

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
      {subcategory && subcategory.items.length > 0 && (
        <SelectField label="More specifically (optional)" {...bind('specificItem')}>
          <option value="">Not sure / something else</option>
          {subcategory.items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Briefly describe your situation (optional)"
        rows={4}
        {...field('description')}
        hint={SPECIAL_INFORMATION_WARNING}
      />
      <SelectField
        label="Your household's monthly income after tax (optional)"
        {...bind('incomeBand')}
        hint="Only to show free legal help you may qualify for, next to your matches. It stays in this browser: we do not store it and firms never see it."
      >
        <option value="">Prefer not to say</option>
        {INCOME_BANDS.map((band) => (
          <option key={band.id} value={band.id}>
            {band.label}
          </option>
        ))}
      </SelectField>
      <ConsentChoices />
    </>
  );
}
