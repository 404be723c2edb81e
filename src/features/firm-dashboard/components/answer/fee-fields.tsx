import { BRAND_NAME } from '@/domain/shared/brand';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui';
import { FEE_NOT_BINDING } from '@/domain/answers/fee';
import type { FeeValues } from './answer-values';

/** The estimate's inputs, shared by the answer form and the template form (both hold FeeValues). */
export function FeeFields({ form }: { form: UseFormReturn<FeeValues, unknown, unknown> }) {
  const errors = form.formState.errors;
  const consultationKind = form.watch('consultationKind');
  const matterKind = form.watch('matterKind');
  const amount = (name: 'consultationRand' | 'matterRand' | 'matterMin' | 'matterMax', label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      hint="Whole rand, e.g. 1500"
      {...form.register(name)}
      error={errors[name]?.message}
    />
  );
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-brand-950">Fee estimate</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="First consultation" {...form.register('consultationKind')} error={errors.consultationKind?.message}>
          <option value="free">Free</option>
          <option value="fixed">A fixed amount</option>
        </SelectField>
        {consultationKind === 'fixed' && amount('consultationRand', 'Consultation fee (rand)')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="The matter" {...form.register('matterKind')} error={errors.matterKind?.message}>
          <option value="after-consultation">Quoted after the consultation</option>
          <option value="fixed">A fixed fee</option>
          <option value="fixed-range">A fixed fee within a range</option>
          <option value="hourly">An hourly rate</option>
          <option value="hourly-range">An hourly rate within a range</option>
        </SelectField>
        {(matterKind === 'fixed' || matterKind === 'hourly') &&
          amount('matterRand', matterKind === 'hourly' ? 'Hourly rate (rand)' : 'Fixed fee (rand)')}
      </div>
      {(matterKind === 'fixed-range' || matterKind === 'hourly-range') && (
        <div className="grid gap-4 sm:grid-cols-2">
          {amount('matterMin', matterKind === 'hourly-range' ? 'Lowest hourly rate (rand)' : 'Lowest fee (rand)')}
          {amount('matterMax', matterKind === 'hourly-range' ? 'Highest hourly rate (rand)' : 'Highest fee (rand)')}
        </div>
      )}
      <SelectField label="VAT" {...form.register('vat')} error={errors.vat?.message}>
        <option value="">Choose…</option>
        <option value="included">Amounts include VAT</option>
        <option value="excluded">Amounts exclude VAT</option>
        <option value="not-registered">We are not registered for VAT</option>
      </SelectField>
      <p className="text-sm text-slate-600">
        The client reads: “{FEE_NOT_BINDING}” They pay your firm directly; no payment passes through {BRAND_NAME}.
      </p>
    </fieldset>
  );
}
