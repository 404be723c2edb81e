import { useWatch } from 'react-hook-form';
import { Button, cn, SelectField, TextAreaField } from '@/components/ui';
import {
  applyHoursToAllDays,
  DESCRIPTION_WARN_AT,
  FIRM_DESCRIPTION_MAX,
  TEAM_SIZES,
  WEEKDAYS,
  type BusinessHours,
} from '@/domain';
import { useWizard, errorOf } from './step-helpers';

const DAY_LABEL: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export function TeamStep() {
  const { control, formState, register, getValues, setValue } = useWizard();
  const description = useWatch({ control, name: 'description' }) ?? '';
  const hours = useWatch({ control, name: 'businessHours' }) as BusinessHours;
  const e = formState.errors;
  const hourErrors = e.businessHours as Record<string, { open?: { message?: string }; close?: { message?: string } }> | undefined;
  const applyAll = () => {
    const monday = getValues('businessHours.monday');
    setValue('businessHours', applyHoursToAllDays(getValues('businessHours') as BusinessHours, monday.open, monday.close), {
      shouldValidate: formState.isSubmitted,
    });
  };
  return (
    <div className="space-y-6">
      <SelectField label="Team size" {...register('teamSize')} error={errorOf(e.teamSize)} defaultValue="">
        <option value="" disabled>
          Select team size
        </option>
        {TEAM_SIZES.map((t) => (
          <option key={t} value={t}>
            {t} people
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Business hours</legend>
        <div className="space-y-2">
          {WEEKDAYS.map((day) => {
            const off = hours?.[day]?.isUnavailable;
            const dayError = hourErrors?.[day]?.open?.message ?? hourErrors?.[day]?.close?.message;
            return (
              <div key={day} className="rounded-lg border border-slate-200 px-3 py-2">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <span className="w-24 text-sm font-medium text-slate-900">{DAY_LABEL[day]}</span>
                  <label className="flex items-center gap-1.5 text-sm">
                    <span className="sr-only">{DAY_LABEL[day]} </span>Open
                    <input
                      type="time"
                      disabled={off}
                      className="rounded border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-100"
                      {...register(`businessHours.${day}.open`)}
                    />
                  </label>
                  <label className="flex items-center gap-1.5 text-sm">
                    <span className="sr-only">{DAY_LABEL[day]} </span>Close
                    <input
                      type="time"
                      disabled={off}
                      className="rounded border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-100"
                      {...register(`businessHours.${day}.close`)}
                    />
                  </label>
                  <label className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-slate-400"
                      {...register(`businessHours.${day}.isUnavailable`)}
                    />
                    <span className="sr-only">{DAY_LABEL[day]} </span>Unavailable
                  </label>
                </div>
                {dayError && !off && (
                  <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                    {dayError}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <Button variant="secondary" size="sm" onClick={applyAll}>
          Apply Monday&apos;s hours to all days
        </Button>
      </fieldset>
      <div>
        <TextAreaField
          label="Firm description"
          rows={5}
          maxLength={FIRM_DESCRIPTION_MAX}
          {...register('description')}
          error={errorOf(e.description)}
        />
        <p
          aria-live="polite"
          className={cn(
            'mt-1 text-right text-xs',
            description.length > DESCRIPTION_WARN_AT ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {description.length}/{FIRM_DESCRIPTION_MAX} characters
        </p>
      </div>
    </div>
  );
}
