import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { Button, SelectField, TextField } from '@/components/ui';
import { ADDRESS_MAX, SLOT_MINUTES } from '@/domain/answers/slots';
import type { SlotValues } from './answer-values';

/** A form holding a list of times under `slots` (the answer form) or one time under `slots.0` (a move). */
export type SlotsForm = UseFormReturn<{ slots: SlotValues[] }, unknown, unknown>;

export const MODE_LABEL = { 'in-person': 'In person', phone: 'By phone', video: 'By video' } as const;

/** A consultation's lengths as select options (an answer's times and a template's usual length). */
export const MinuteOptions = () =>
  SLOT_MINUTES.map((m) => (
    <option key={m} value={String(m)}>
      {m} minutes
    </option>
  ));

/** How a consultation is held, as select options. */
export const ModeOptions = () =>
  Object.entries(MODE_LABEL).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

/** One consultation time: day and time (SAST), length, and how; an in-person time names the address. */
export function SlotFields({
  form,
  index,
  min,
  max,
  onRemove,
}: {
  form: SlotsForm;
  index: number;
  min: string;
  max: string;
  onRemove?: () => void;
}) {
  const f = form;
  const errors = (f.formState.errors as FieldErrors<{ slots: SlotValues[] }>).slots?.[index];
  const mode = f.watch(`slots.${index}.mode`);
  const n = index + 1;
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Time {n}</legend>
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField
          label={`Day ${n} (SAST)`}
          type="date"
          min={min}
          max={max}
          {...f.register(`slots.${index}.date`)}
          error={errors?.date?.message}
        />
        <TextField
          label={`Start ${n} (SAST)`}
          type="time"
          step={900}
          {...f.register(`slots.${index}.time`)}
          error={errors?.time?.message}
        />
        <SelectField label={`Length ${n}`} {...f.register(`slots.${index}.minutes`)} error={errors?.minutes?.message}>
          <MinuteOptions />
        </SelectField>
        <SelectField label={`How ${n}`} {...f.register(`slots.${index}.mode`)} error={errors?.mode?.message}>
          <ModeOptions />
        </SelectField>
      </div>
      {mode === 'in-person' && (
        <TextField
          className="mt-3"
          label={`Address ${n}`}
          maxLength={ADDRESS_MAX + 20}
          autoComplete="street-address"
          {...f.register(`slots.${index}.address`)}
          error={errors?.address?.message}
        />
      )}
      {onRemove && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={onRemove}>
          Remove time {n}
        </Button>
      )}
    </fieldset>
  );
}
