import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert, Button, Card, LoadingBlock, SelectField, TextAreaField, TextField } from '@/components/ui';
import { useZodForm } from '@/components/ui/form';
import { ANSWER_LIMITS, type AnswerTemplate } from '@/domain/answers/contract';
import { feeEstimateLines } from '@/domain/answers/fee';
import { ADDRESS_MAX } from '@/domain/answers/slots';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useMutation } from '@/lib/use-mutation';
import { saveAnswerTemplates, useAnswerTemplates } from '../../api/answers';
import { emptyTemplate, templateFormSchema, templateValues, type FeeValues } from '../answer/answer-values';
import { FeeFields } from '../answer/fee-fields';
import { MinuteOptions, ModeOptions } from '../answer/slot-fields';

/**
 * Settings -> Answer templates (every plan): saved starting points for an answer, so answering a
 * lead is picking a template, choosing times and sending. The whole list is saved at once
 * (saveAnswerTemplates replaces it), at most ANSWER_LIMITS.templates.
 */
export function AnswerTemplatesCard({ firmId }: { firmId: string }) {
  const templates = useAnswerTemplates(firmId);
  // null: the list; -1: a new template; n: editing the n-th.
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const remove = useMutation(
    async (list: AnswerTemplate[], index: number) => {
      await saveAnswerTemplates(list.filter((_, i) => i !== index));
      setSaved('Template deleted.');
      templates.reload();
    },
    { words: 'refusals', fallback: 'The template could not be deleted. Please try again.' },
  );

  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold text-brand-950">Answer templates</h2>
      <p className="mt-1 text-sm text-slate-600">
        Your usual answer, ready to send: a message and a fee estimate, and how you usually consult. Pick one when you answer a
        lead and only the times are left to choose. Up to {ANSWER_LIMITS.templates} templates.
      </p>
      {saved && (
        <Alert tone="success" className="mt-4">
          {saved}
        </Alert>
      )}
      {remove.failure && (
        <Alert tone="error" className="mt-4">
          {remove.failure}
        </Alert>
      )}
      <div className="mt-4">
        {templates.status === 'loading' && <LoadingBlock label="Loading your templates..." />}
        {templates.status === 'error' && (
          <Alert tone="error">
            Your templates could not be loaded.{' '}
            <Button size="sm" variant="ghost" onClick={templates.reload}>
              Try again
            </Button>
          </Alert>
        )}
        {templates.status === 'ready' &&
          (editing !== null ? (
            <TemplateForm
              list={templates.data}
              index={editing}
              onSaved={(message) => {
                setEditing(null);
                setSaved(message);
                templates.reload();
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <div className="space-y-4">
              {templates.data.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
                  No templates yet.
                </p>
              ) : (
                <ul className="space-y-3">
                  {templates.data.map((t, i) => (
                    <li key={t.name} className="rounded-lg border border-slate-200 p-3">
                      <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{t.name}</p>
                      <p className="mt-1 line-clamp-2 text-sm text-slate-700 [overflow-wrap:anywhere]">{t.message}</p>
                      <p className="mt-1 text-xs text-slate-600">{feeEstimateLines(t.fee).slice(0, 2).join(' · ')}</p>
                      <div className="mt-2 flex flex-wrap gap-2">
                        <Button size="sm" variant="secondary" onClick={() => (setSaved(null), setEditing(i))}>
                          Edit <span className="sr-only">{t.name}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          busy={remove.busy}
                          onClick={() => (setSaved(null), void remove.mutate(templates.data, i))}
                        >
                          Delete <span className="sr-only">{t.name}</span>
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {templates.data.length < ANSWER_LIMITS.templates && (
                <Button variant="secondary" onClick={() => (setSaved(null), setEditing(-1))}>
                  New template
                </Button>
              )}
            </div>
          ))}
      </div>
    </Card>
  );
}

function TemplateForm({
  list,
  index,
  onSaved,
  onCancel,
}: {
  list: AnswerTemplate[];
  index: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(templateFormSchema, { defaultValues: index >= 0 ? templateValues(list[index]!) : emptyTemplate() });
  const submit = useFormSubmit(
    form,
    async (template) => {
      const next = index >= 0 ? list.map((t, i) => (i === index ? template : t)) : [...list, template];
      await saveAnswerTemplates(next);
      onSaved(index >= 0 ? 'Template saved.' : 'Template added.');
    },
    { words: 'refusals', fallback: 'The template could not be saved. Please try again.', onError: () => false },
  );
  const { errors } = form.formState;
  const mode = form.watch('mode');
  return (
    <form onSubmit={submit.onSubmit} noValidate className="space-y-4" aria-label={index >= 0 ? 'Edit template' : 'New template'}>
      <TextField
        label="Template name"
        maxLength={ANSWER_LIMITS.templateNameMax + 10}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <TextAreaField label="Message to the client" rows={5} {...form.register('message')} error={errors.message?.message} />
      <FeeFields form={form as unknown as UseFormReturn<FeeValues, unknown, unknown>} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Usual length" {...form.register('minutes')}>
          <MinuteOptions />
        </SelectField>
        <SelectField label="Usually" {...form.register('mode')}>
          <ModeOptions />
        </SelectField>
      </div>
      {mode === 'in-person' && (
        <TextField
          label="Address for in-person consultations"
          maxLength={ADDRESS_MAX + 20}
          {...form.register('address')}
          error={errors.address?.message}
        />
      )}
      {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={submit.busy}>
          Save template
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submit.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
