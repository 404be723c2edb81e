import { BRAND_NAME } from '@/domain/shared/brand';
import { useMemo, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Alert, Button, cn, SelectField, TextAreaField, TextField } from '@/components/ui';
import { useZodForm } from '@/components/ui/form';
import { ANSWER_LIMITS, type AnswerLeadResult, type AnswerTemplate } from '@/domain/answers/contract';
import { MAX_AHEAD_DAYS, MAX_SLOTS, MIN_LEAD_MS } from '@/domain/answers/slots';
import type { BusinessHours } from '@/domain/firms/options';
import { fieldOf } from '@/lib/callable';
import { useFormSubmit } from '@/lib/use-form-submit';
import { answerLead, useAnswerTemplates } from '../../api/answers';
import {
  answerFormSchema,
  applyTemplate,
  emptyAnswer,
  formPathOf,
  newSlot,
  sastInputs,
  slotDefaultsOf,
  type FeeValues,
} from './answer-values';
import { FeeFields } from './fee-fields';
import { SlotFields, type SlotsForm } from './slot-fields';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The firm answers a lead: a message, a structured fee estimate, and either up to five
 * consultation times or a "we will phone you" window. Checked before sending with the server's own
 * rules (answer-values.ts); a refusal the server still gives lands on the input it names
 * ('offer.slots.2.startsAt' on the third time). A saved template fills the message and estimate.
 */
export function AnswerForm({
  leadId,
  firmId,
  businessHours,
  correcting,
  onSent,
  onCancel,
}: {
  leadId: string;
  firmId: string;
  businessHours: BusinessHours;
  /** A second answer replaces the first: the form says so. */
  correcting: boolean;
  onSent: (result: AnswerLeadResult) => void;
  onCancel: () => void;
}) {
  const schema = useMemo(() => answerFormSchema({ businessHours, now: () => Date.now() }), [businessHours]);
  const form = useZodForm(schema, { defaultValues: emptyAnswer(Date.now()) });
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  const templates = useAnswerTemplates(firmId);
  const [template, setTemplate] = useState<AnswerTemplate | null>(null);
  const submit = useFormSubmit(form, (input) => answerLead(leadId, input).then(onSent), {
    words: 'refusals',
    fallback: 'Your answer could not be sent. Please try again.',
    // The server names the input at fault in the contract's terms; the form's own name for it differs.
    onError: (error, message) => {
      const field = fieldOf(error);
      if (!field) return false;
      form.setError(formPathOf(field.split('.')) as 'message', { message });
      return true;
    },
  });
  const { errors } = form.formState;
  const offerKind = form.watch('offerKind');
  const now = Date.now();
  const firstDay = sastInputs(now + MIN_LEAD_MS).date;
  const lastDay = sastInputs(now + MAX_AHEAD_DAYS * DAY_MS).date;

  const pickTemplate = (name: string) => {
    if (templates.status !== 'ready') return;
    const picked = templates.data.find((t) => t.name === name) ?? null;
    setTemplate(picked);
    if (picked) form.reset(applyTemplate(form.getValues(), picked), { keepErrors: false });
  };

  return (
    <form onSubmit={submit.onSubmit} noValidate className="space-y-5" aria-label="Answer the client">
      {correcting && (
        <Alert tone="info">
          This answer replaces the one you sent before. The client is told it is a correction; the earlier one stays on record.
        </Alert>
      )}
      {templates.status === 'ready' && templates.data.length > 0 && (
        <SelectField label="Start from a template" value={template?.name ?? ''} onChange={(e) => pickTemplate(e.target.value)}>
          <option value="">No template</option>
          {templates.data.map((t) => (
            <option key={t.name} value={t.name}>
              {t.name}
            </option>
          ))}
        </SelectField>
      )}
      {templates.status === 'ready' && templates.data.length === 0 && (
        <p className="text-sm text-slate-600">Tip: save answer templates in Settings, and answering a lead takes a minute.</p>
      )}
      <TextAreaField
        label="Message to the client"
        rows={5}
        maxLength={ANSWER_LIMITS.messageMax + 50}
        hint={`Plain text, ${ANSWER_LIMITS.messageMin} to ${ANSWER_LIMITS.messageMax} characters, no web links. The client reads it in ${BRAND_NAME} and in their email.`}
        {...form.register('message')}
        error={errors.message?.message}
      />
      <FeeFields form={form as unknown as UseFormReturn<FeeValues, unknown, unknown>} />

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-brand-950">When you can talk</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6" role="radiogroup" aria-label="How the client reaches you">
          {(
            [
              ['times', 'Offer consultation times'],
              ['callback', 'We will phone you'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={value} {...form.register('offerKind')} className="h-5 w-5 text-brand-700" />
              {label}
            </label>
          ))}
        </div>
        {offerKind === 'times' ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">
              Up to {MAX_SLOTS} times, South African time (SAST), inside your business hours, at least 2 hours from now and within{' '}
              {MAX_AHEAD_DAYS} days. The client books one in one tap; a time another client booked shows as taken.
            </p>
            <ol className="space-y-4">
              {slots.fields.map((field, index) => (
                <li key={field.id}>
                  <SlotFields
                    form={form as unknown as SlotsForm}
                    index={index}
                    min={firstDay}
                    max={lastDay}
                    onRemove={slots.fields.length > 1 ? () => slots.remove(index) : undefined}
                  />
                </li>
              ))}
            </ol>
            {errors.offerProblem?.message && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.offerProblem.message}
              </p>
            )}
            {slots.fields.length < MAX_SLOTS && (
              <Button
                variant="secondary"
                onClick={() => slots.append(newSlot(slotDefaultsOf(template), Date.now(), slots.fields.length))}
              >
                Add another time
              </Button>
            )}
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Day (SAST)"
              type="date"
              min={sastInputs(now).date}
              max={lastDay}
              {...form.register('callbackDate')}
              error={errors.callbackDate?.message}
            />
            <TextField
              label="From"
              type="time"
              step={900}
              {...form.register('callbackFrom')}
              error={errors.callbackFrom?.message}
            />
            <TextField label="Until" type="time" step={900} {...form.register('callbackTo')} error={errors.callbackTo?.message} />
          </div>
        )}
      </fieldset>

      {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
      <div className={cn('flex flex-wrap gap-3')}>
        <Button type="submit" busy={submit.busy}>
          {correcting ? 'Send corrected answer' : 'Send answer'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submit.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
