import { useLayoutEffect, useRef, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { MatchingWizardField } from '@/domain/matching/wizard';
import type { Choose } from './steps/step-screen';
import type { WizardPlace } from './use-wizard-step';
import { setAnswer } from './wizard-form';
import { fieldsOf, firstInvalidStep, isFinalStep, stepAt, type WizardData } from './wizard-state';

interface Moves {
  form: UseFormReturn<WizardData>;
  place: WizardPlace;
  prepareRules: () => Promise<boolean>;
  submit: { isInFlight: () => boolean; submit: (data: WizardData) => Promise<void> };
}

/**
 * Continue and the choices that answer a whole step. Each press acts on the step the press before
 * it reached: a second Continue pressed before the screen has changed (the first one's validation
 * and navigation take a moment) acts on the step the first one moved to, as it would on a screen
 * that kept up. The queue below holds only that: the position of a move the screen has not shown
 * yet (null once it has); which step shows is read from the URL alone (useWizardStep).
 */
export function useWizardMoves({ form, place, prepareRules, submit }: Moves) {
  const pending = useRef<Promise<number | null>>(Promise.resolve(null));
  const { position, entry } = place;
  useLayoutEffect(() => {
    pending.current = pending.current.then((reached) => (reached === position ? null : reached));
  }, [entry, position]);

  /** `move` answers the position it navigated to, or null when it stayed (a move still pending stays so). */
  function enqueue(move: (from: number) => Promise<number | null> | number | null) {
    const shown = place.position;
    pending.current = pending.current.then(async (reached) => (await move(reached ?? shown)) ?? reached).catch(() => null);
  }

  async function continueFrom(from: number): Promise<number | null> {
    if (submit.isInFlight()) return null;
    if (!(await prepareRules())) return null;
    const data = form.getValues();
    // A reload or Forward may have arrived here past a step that no longer passes: go there.
    const invalid = firstInvalidStep(from - 1, data);
    if (invalid) {
      place.go(invalid.position, { replace: true });
      for (const [field, message] of Object.entries(invalid.errors)) {
        form.setError(field as MatchingWizardField, { message });
      }
      return invalid.position;
    }
    // The step's own fields, checked with the form's schema; the first refused one gets focus.
    const step = stepAt(from, data);
    if (!(await form.trigger([...fieldsOf(step)], { shouldFocus: true }))) return null;
    // Not awaited: a press queued behind Find My Match finds the request in flight and does nothing.
    if (isFinalStep(step)) {
      void submit.submit(form.getValues());
      return null;
    }
    place.go(from + 1);
    return from + 1;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    enqueue(continueFrom);
  };

  /** A choice that is the whole step (user type, service type): set it and move on. */
  const choose: Choose = (field, value) =>
    enqueue((from) => {
      const step = stepAt(from, form.getValues());
      // Pressed twice before the next screen showed: the first press has answered this step.
      if (step.view !== (field === 'userType' ? 'userType' : 'services') || step.sub !== 0) return null;
      setAnswer(form, field, value);
      place.go(from + 1);
      return from + 1;
    });

  return { onSubmit, choose };
}
