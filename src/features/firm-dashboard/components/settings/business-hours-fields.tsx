import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { WEEKDAYS, type BusinessHours, type UpdateFirmProfileInput } from '@/domain';

const DAY_LABEL: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** One row per weekday: open, close, or closed all day; errors under the day they concern. */
export function BusinessHoursFields({
  register,
  hours,
  errors,
}: {
  register: UseFormRegister<UpdateFirmProfileInput>;
  hours: BusinessHours | undefined;
  errors: FieldErrors<UpdateFirmProfileInput>['businessHours'];
}) {
  const dayErrors = errors as Record<string, { open?: { message?: string }; close?: { message?: string } }> | undefined;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Business hours</legend>
      {WEEKDAYS.map((day) => {
        const off = hours?.[day]?.isUnavailable;
        const message = dayErrors?.[day]?.open?.message ?? dayErrors?.[day]?.close?.message;
        return (
          <div key={day} className="rounded-lg border border-slate-200 px-3 py-2">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {/* On a phone the day takes its own line and the two times line up beneath it. */}
              <span className="w-full text-sm font-medium text-slate-900 sm:w-24">{DAY_LABEL[day]}</span>
              <label className="flex items-center gap-1.5 text-sm">
                <span className="w-10">
                  <span className="sr-only">{DAY_LABEL[day]} </span>Open
                </span>
                <input
                  type="time"
                  disabled={off}
                  className="rounded border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-100"
                  {...register(`businessHours.${day}.open`)}
                />
              </label>
              <label className="flex items-center gap-1.5 text-sm">
                <span className="w-10">
                  <span className="sr-only">{DAY_LABEL[day]} </span>Close
                </span>
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
                <span className="sr-only">{DAY_LABEL[day]} </span>Closed
              </label>
            </div>
            {message && !off && (
              <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                {message}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
