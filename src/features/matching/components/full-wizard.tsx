import { useEffect, useLayoutEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { Alert, Button, LoadingBlock } from '@/components/ui';
import { useZodForm } from '@/components/ui/form';
import type { MatchingWizardField } from '@/domain/matching/wizard';
import { StepScreen } from './steps/step-screen';
import { useMatchSubmit } from './use-match-submit';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardMoves } from './use-wizard-moves';
import { useWizardRules } from './use-wizard-rules';
import { useWizardStep } from './use-wizard-step';
import { loadWizardRules } from './wizard-rules';
import { STEP_TITLES, StepIndicator, WIZARD_BUTTONS_CLASS, WIZARD_CARD_CLASS, WIZARD_HEADING_CLASS } from './wizard-frame';
import { EMPTY_DATA, fieldsOf, isFinalStep, stepNumber, type WizardData } from './wizard-state';
import { t } from '@/lib/i18n/runtime';

const hasCriteria = (initialData: Partial<WizardData> | undefined) => Boolean(initialData && Object.keys(initialData).length > 0);
/** The form's schema comes with the rules, on first use. */
const loadSchema = () => loadWizardRules().then((rules) => rules.matchingWizardSchema);

/**
 * The full matching wizard (loaded on the first touch of the page, mounted by matching-wizard.tsx
 * once the first step is passed or the page opens past it): one form above its steps (steps/), the step read from the URL
 * (useWizardStep), the tab's draft (useWizardDraft), the lazily loaded rules (useWizardRules),
 * Continue and the choices (useWizardMoves) and the request (useMatchSubmit).
 */
export function FullMatchingWizard({ initialData }: { initialData?: Partial<WizardData> }) {
  const form = useZodForm(loadSchema, { defaultValues: { ...EMPTY_DATA, ...initialData } });
  const restored = useWizardDraft(form, { handedIn: hasCriteria(initialData) });
  const rules = useWizardRules();
  const place = useWizardStep(form.getValues, { restored, rulesReady: rules.ready });
  const request = useMatchSubmit();
  const { onSubmit, choose } = useWizardMoves({ form, place, prepareRules: rules.prepare, submit: request });
  const { step, status } = place;
  const number = stepNumber(step.view);
  const isFinal = isFinalStep(step);

  // A later step named by the URL (a reload) is shown once the rules have checked the steps before it.
  const waitingForRules = status === 'waiting';
  useEffect(() => {
    if (waitingForRules) void rules.prepare();
    // prepare only sets the rules' own state; the wait alone decides when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingForRules]);

  // Each new screen moves focus to its heading, in the commit that shows it, so keyboard and
  // screen-reader users follow along and nothing moves focus after a person starts typing. The
  // messages belong to the step being left.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const screenKey = `${step.view}-${step.sub}`;
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const shown: readonly MatchingWizardField[] = fieldsOf(step);
    const left = Object.keys(form.formState.errors).filter((field) => !shown.includes(field as MatchingWizardField));
    if (left.length > 0) form.clearErrors(left as MatchingWizardField[]);
    headingRef.current?.focus();
    // The screen changing is the event; `step` is that screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screenKey]);

  return (
    <div className="mx-auto max-w-2xl">
      <StepIndicator current={number} />
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocusCapture={rules.prefetch}
          onPointerDownCapture={rules.prefetch}
          aria-labelledby="wizard-heading"
          className={WIZARD_CARD_CLASS}
        >
          <h2 id="wizard-heading" ref={headingRef} tabIndex={-1} className={WIZARD_HEADING_CLASS}>
            {t(STEP_TITLES[number - 1]!)}
          </h2>
          {/* Keyed by step: each screen gets its own inputs, so a registered field never inherits the
              input (and the typed value) of the field that stood in its place on the screen before. */}
          <div key={screenKey} className="mt-6 space-y-5">
            {waitingForRules ? rules.failed ? null : <LoadingBlock /> : <StepScreen step={step} onChoose={choose} />}
          </div>
          {rules.failed && (
            <Alert tone="error" className="mt-6">
              {t('wizard.loadFailed')}
            </Alert>
          )}
          <div className={WIZARD_BUTTONS_CLASS}>
            {place.position > 0 ? (
              <Button variant="secondary" onClick={place.back} disabled={request.submitting}>
                {t('wizard.back')}
              </Button>
            ) : (
              <span />
            )}
            {step.view !== 'userType' && !(step.view === 'services' && step.sub === 0) && (
              <Button type="submit" busy={request.submitting || rules.waiting}>
                {isFinal ? (request.submitting ? t('wizard.submitting') : t('wizard.submit')) : t('wizard.continue')}
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
