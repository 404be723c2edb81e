import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { applyHoursToAllDays, WEEKDAYS, type BusinessHours, type Weekday } from '@/domain/firms/options';
import { FieldError } from './profile-field';
import { useFirmProfileForm } from './profile-form';

const DAY_LABEL: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

type DayErrors = Partial<Record<Weekday, { open?: { message?: string }; close?: { message?: string } }>>;

/** The two times of a day, in the order they stand on screen. */
const TIMES = [
  { key: 'open', label: 'Open' },
  { key: 'close', label: 'Close' },
] as const;

/**
 * One row per weekday: open, close, or not open that day (`offLabel`: registration says
 * 'Unavailable', Settings 'Closed'); an error shows under the day it concerns. `applyToAll` adds
 * the button that copies Monday's times to every day, keeping each day's flag.
 */
export function BusinessHoursFields({
  offLabel = 'Unavailable',
  applyToAll = false,
}: {
  offLabel?: string;
  applyToAll?: boolean;
}) {
  const { register, control, formState, getValues, setValue } = useFirmProfileForm();
  const id = useId();
  const hours = useWatch({ control, name: 'businessHours' }) as BusinessHours | undefined;
  const dayErrors = formState.errors.businessHours as DayErrors | undefined;
  const copyMonday = () => {
    const monday = getValues('businessHours.monday');
    setValue('businessHours', applyHoursToAllDays(getValues('businessHours'), monday.open, monday.close), {
      shouldValidate: formState.isSubmitted,
      shouldDirty: true,
    });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Business hours</legend>
      <div className="space-y-2">
        {WEEKDAYS.map((day) => {
          const off = hours?.[day]?.isUnavailable;
          const message = dayErrors?.[day]?.open?.message ?? dayErrors?.[day]?.close?.message;
          const errorId = `${id}-${day}-error`;
          return (
            <div key={day} className="rounded-lg border border-slate-200 px-3 py-2">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                {/* On a phone the day takes its own line and the two times line up beneath it. */}
                <span className="w-full text-sm font-medium text-slate-900 sm:w-24">{DAY_LABEL[day]}</span>
                {TIMES.map((time) => {
                  const invalid = Boolean(message && !off && dayErrors?.[day]?.[time.key]);
                  return (
                    <label key={time.key} className="flex items-center gap-1.5 text-sm">
                      <span className="w-10">
                        <span className="sr-only">{DAY_LABEL[day]} </span>
                        {time.label}
                      </span>
                      <input
                        type="time"
                        disabled={off}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? errorId : undefined}
                        className="rounded border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-100"
                        {...register(`businessHours.${day}.${time.key}`)}
                      />
                    </label>
                  );
                })}
                <label className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-400"
                    {...register(`businessHours.${day}.isUnavailable`)}
                  />
                  <span className="sr-only">{DAY_LABEL[day]} </span>
                  {offLabel}
                </label>
              </div>
              <FieldError id={errorId} message={off ? undefined : message} className="mt-1" />
            </div>
          );
        })}
      </div>
      {applyToAll && (
        <Button variant="secondary" size="sm" onClick={copyMonday}>
          Apply Monday&apos;s hours to all days
        </Button>
      )}
    </fieldset>
  );
}
