import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui';
import { LANGUAGES } from '@/domain/shared/languages';
import { MAJOR_CITIES_BY_PROVINCE, PROVINCES } from '@/domain/shared/provinces';
import type { Province } from '@/domain/shared/provinces';
import { useAnswers, useWizardForm } from '../wizard-form';
import { t } from '@/lib/i18n/runtime';

export function ProvinceStep() {
  const { field } = useAnswers();
  return (
    <SelectField label={t('location.province')} {...field('location')}>
      <option value="">{t('location.selectProvince')}</option>
      {PROVINCES.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </SelectField>
  );
}

export function CityStep() {
  const { field } = useAnswers();
  const province = useWatch({ control: useWizardForm().control, name: 'location' });
  return (
    <>
      <p className="text-sm text-slate-700">
        {t('location.provinceShown')} <strong>{province}</strong>
      </p>
      <TextField label={t('location.city')} list="wizard-city-options" autoComplete="address-level2" {...field('city')} />
      <datalist id="wizard-city-options">
        {(MAJOR_CITIES_BY_PROVINCE[province as Province] ?? []).map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <SelectField label={t('location.lawyerLanguage')} hint={t('location.lawyerLanguageHint')} {...field('lawyerLanguage')}>
        <option value="">{t('location.noPreference')}</option>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
