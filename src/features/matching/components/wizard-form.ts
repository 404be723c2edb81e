// The wizard's answers are one react-hook-form form, held by the wizard above its steps (each step
// reads it from the context): a step that appears, or a URL that changes, never owns an answer.
import type { ChangeEvent } from 'react';
import { useFormContext, useFormState, type UseFormReturn } from 'react-hook-form';
import type { MatchingWizardField } from '@/domain/matching/wizard';
import { answerChange, type WizardData } from './wizard-state';
import { fieldMessageKey } from '@/domain/i18n/field-message-keys';
import { keyedMessage } from '@/lib/i18n/refusal-wording';

export const useWizardForm = () => useFormContext<WizardData>();

/** Sets an answer (and what follows from it: another province clears the city) and clears its message. */
export function setAnswer<F extends MatchingWizardField>(form: UseFormReturn<WizardData>, field: F, value: WizardData[F]) {
  const change = answerChange(form.getValues(), field, value);
  for (const [name, next] of Object.entries(change) as [MatchingWizardField, WizardData[MatchingWizardField]][]) {
    form.setValue(name, next, { shouldDirty: true });
  }
  form.clearErrors(field);
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a step needs to ask for answers: set one, bind an input to one, read its message. */
export function useAnswers() {
  const form = useWizardForm();
  const { errors } = useFormState({ control: form.control });

  const set = <F extends MatchingWizardField>(field: F, value: WizardData[F]) => setAnswer(form, field, value);

  /** A registered input whose change goes through set(). */
  const bind = (field: MatchingWizardField) => ({
    ...form.register(field),
    onChange: (event: ChangeEvent<FieldElement>) => {
      const target = event.target;
      const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      set(field, value);
    },
  });

  // The schemas' messages are English constants; the reader sees them by their keys, in the page's language.
  const errorOf = (field: MatchingWizardField): string | undefined => {
    const message = errors[field]?.message;
    return message === undefined ? undefined : keyedMessage(message, fieldMessageKey);
  };

  /** bind() with the field's message: the props a TextField, SelectField or TextAreaField takes. */
  const field = (name: MatchingWizardField) => ({ ...bind(name), error: errorOf(name) });

  return { form, set, bind, errorOf, field };
}
