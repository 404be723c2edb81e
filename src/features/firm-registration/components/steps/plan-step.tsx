import { Controller } from 'react-hook-form';
import { Badge, cn } from '@/components/ui';
import { featuresBesidesTrial, newFirmTrialOffer } from '@/domain/payments/billing';
import { PLAN_IDS } from '@/domain/payments/plan-ids';
import { PLANS, VAT_NOTE, VAT_SUFFIX } from '@/domain/payments/plans';
import { formatRand } from '@/domain/shared/money';
import { useWizard, errorOf } from './step-helpers';

export function PlanStep() {
  const { control, formState } = useWizard();
  return (
    <Controller
      control={control}
      name="plan"
      render={({ field }) => (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Choose your plan</legend>
          <p className="text-xs text-slate-600">Month to month; cancel any time. {VAT_NOTE}.</p>
          <div className="mt-3 grid gap-4 md:grid-cols-3">
            {PLAN_IDS.map((id) => {
              const plan = PLANS[id];
              const checked = field.value === id;
              return (
                <label
                  key={id}
                  className={cn(
                    'relative flex cursor-pointer flex-col rounded-xl border-2 bg-white p-4 focus-within:ring-2 focus-within:ring-brand-600',
                    checked ? 'border-brand-700' : 'border-slate-200',
                    plan.highlight && 'shadow-md',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={id}
                    checked={checked}
                    onChange={() => field.onChange(id)}
                    className="sr-only"
                  />
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-brand-950">{plan.name}</span>
                    {plan.highlight && <Badge className="bg-accent-400 text-brand-950">{plan.highlight}</Badge>}
                  </span>
                  <span className="mt-2 text-2xl font-bold">
                    <span className="whitespace-nowrap">{formatRand(plan.price)}</span>
                    <span className="text-sm font-normal text-slate-600">/month ({VAT_SUFFIX})</span>
                  </span>
                  {plan.previousPrice && (
                    <s className="text-sm whitespace-nowrap text-slate-500">was {formatRand(plan.previousPrice)}</s>
                  )}
                  {plan.freeMonths > 0 && (
                    <span className="text-sm font-medium text-green-800">
                      {newFirmTrialOffer(id)}, thereafter{' '}
                      <span className="whitespace-nowrap">{formatRand(plan.price)}/month</span>
                    </span>
                  )}
                  <ul className="mt-3 space-y-1 text-sm text-slate-700">
                    {featuresBesidesTrial(id).map((f) => (
                      <li key={f}>✓ {f}</li>
                    ))}
                  </ul>
                  {checked && <span className="mt-3 text-sm font-semibold text-brand-700">Selected</span>}
                </label>
              );
            })}
          </div>
          {formState.errors.plan && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {errorOf(formState.errors.plan)}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
