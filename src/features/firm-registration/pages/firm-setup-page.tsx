import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Container, PageHeading } from '@/components/ui';
import { defaultBusinessHours, PLANS, REGISTRATION_MESSAGES, REGISTRATION_REDIRECT_MS, type PaidPlanId } from '@/domain';
import { postCheckoutForm } from '@/lib/post-checkout-form';
import { CallableError } from '@/lib/callable';
import { createCheckout, registerFirm } from '../api/register-firm';
import {
  STEPS,
  stepOfServerField,
  toRegistration,
  wizardSchema,
  type WizardValues,
} from '../components/registration-form-schema';
import {
  AccountStep,
  BasicInfoStep,
  BusinessServicesStep,
  LanguagesStep,
  LegalTermsStep,
  LocationStep,
  PlanStep,
  PracticeAreasStep,
  ServiceDetailsStep,
  TeamStep,
} from '../components/wizard-steps';

const DEFAULTS: Partial<WizardValues> = {
  legalTermsAccepted: false as unknown as true,
  firmName: '',
  lpcNumber: '',
  contactPerson: '',
  phone: '',
  address: '',
  logoUrl: null,
  practiceAreas: [],
  businessServices: { collections: false, generalBusiness: false },
  languages: [],
  consultationMethods: [],
  consultationFees: 0,
  urgencyLevels: [],
  isCorrespondent: false,
  correspondentCourts: [],
  primaryCity: '',
  cities: [],
  courtsCovered: [],
  businessHours: defaultBusinessHours(),
  description: '',
  email: '',
  password: '',
  confirmPassword: '',
};

type Outcome = { kind: 'registered' } | { kind: 'payment'; plan: PaidPlanId; failed: boolean; busy: boolean };

export default function FirmSetupPage() {
  const navigate = useNavigate();
  const form = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema) as unknown as Resolver<WizardValues>,
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [step, setStep] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const nameTaken = useRef(false);
  const emailProblem = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onNameTaken = useCallback((taken: boolean) => {
    nameTaken.current = taken;
  }, []);
  const onEmailProblem = useCallback((problem: boolean) => {
    emailProblem.current = problem;
  }, []);

  // Moving between steps puts focus on the new step's heading so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), [step]);

  const next = async () => {
    setSubmitError(null);
    const fields = [...STEPS[step]!.fields];
    const ok = await form.trigger(fields as never, { shouldFocus: true });
    if (!ok) return;
    if (step === 1 && nameTaken.current) return;
    if (step === 8 && emailProblem.current) return;
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  const startCheckout = async (plan: PaidPlanId) => {
    setOutcome({ kind: 'payment', plan, failed: false, busy: true });
    try {
      postCheckoutForm(await createCheckout(plan));
    } catch {
      setOutcome({ kind: 'payment', plan, failed: true, busy: false });
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setSubmitError(null);
      setSubmitting(true);
      try {
        const result = await registerFirm(toRegistration(values));
        if (result.pendingPlan) {
          await startCheckout(result.pendingPlan);
        } else {
          setOutcome({ kind: 'registered' });
          setTimeout(() => navigate('/firm-dashboard'), REGISTRATION_REDIRECT_MS);
        }
      } catch (error) {
        const blamed = error instanceof CallableError ? stepOfServerField(error.field) : null;
        if (blamed) {
          // The spec: an address already in use sends the user back to the account step; any
          // field the server refuses sends them to the step that asks for it.
          setStep(blamed.step);
          setTimeout(() => form.setError(blamed.field, { message: (error as Error).message }, { shouldFocus: true }));
        } else {
          setSubmitError(error instanceof Error && error.message ? error.message : REGISTRATION_MESSAGES.registerFailed);
        }
      } finally {
        setSubmitting(false);
      }
    },
    (errors) => {
      // Something on an earlier step is wrong (e.g. edited after moving on): go there.
      const first = STEPS.findIndex((s) => s.fields.some((f) => f in errors));
      if (first >= 0 && first !== step) setStep(first);
    },
  );

  if (outcome?.kind === 'registered') {
    return (
      <Container className="py-16">
        <Card className="mx-auto max-w-lg text-center">
          <h1 className="text-2xl font-bold text-brand-950">Registered</h1>
          <Alert tone="success" className="mt-4">
            {REGISTRATION_MESSAGES.success}
          </Alert>
        </Card>
      </Container>
    );
  }
  if (outcome?.kind === 'payment') {
    return (
      <Container className="py-16">
        <Card className="mx-auto max-w-lg space-y-4 text-center">
          <h1 className="text-2xl font-bold text-brand-950">Payment pending</h1>
          <p className="text-slate-700">
            Your firm is registered. {PLANS[outcome.plan].name} starts as soon as your payment is confirmed; until then your firm
            is on the free Basic plan.
          </p>
          {outcome.failed ? (
            <>
              <Alert tone="error">{REGISTRATION_MESSAGES.subscriptionFailed}</Alert>
              <div className="flex flex-wrap justify-center gap-3">
                <Button onClick={() => startCheckout(outcome.plan)}>Try Again</Button>
                <Button variant="secondary" onClick={() => navigate('/firm-dashboard')}>
                  Go to Dashboard
                </Button>
              </div>
            </>
          ) : (
            <p className="text-sm text-slate-600">Taking you to the secure payment page...</p>
          )}
        </Card>
      </Container>
    );
  }

  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;
  return (
    <Container className="py-10">
      <PageHeading title="Register Your Firm" lead="Ten short steps. You can go back at any time before you finish." />
      <div className="mb-6">
        <p className="text-sm font-medium text-slate-700">
          Step {step + 1} of {STEPS.length}
        </p>
        <div
          className="mt-2 h-2 rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Registration progress"
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step + 1}
        >
          <div
            className="h-2 rounded-full bg-brand-700 transition-all"
            style={{ width: `${((step + 1) / STEPS.length) * 100}%` }}
          />
        </div>
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => (last ? submit(e) : (e.preventDefault(), next()))} aria-labelledby="step-heading">
          <Card className="space-y-6">
            <h2
              id="step-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold text-brand-950 focus:outline-none"
            >
              {current.title}
            </h2>
            {submitError && <Alert tone="error">{submitError}</Alert>}
            {step === 0 && <LegalTermsStep />}
            {step === 1 && <BasicInfoStep onNameTaken={onNameTaken} />}
            {step === 2 && <PracticeAreasStep />}
            {step === 3 && <BusinessServicesStep />}
            {step === 4 && <LanguagesStep />}
            {step === 5 && <ServiceDetailsStep />}
            {step === 6 && <LocationStep />}
            {step === 7 && <TeamStep />}
            {step === 8 && <AccountStep onEmailProblem={onEmailProblem} />}
            {step === 9 && <PlanStep />}
            <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
              <Button variant="secondary" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
                Back
              </Button>
              <Button type="submit" busy={submitting}>
                {last ? 'Complete Registration' : 'Next'}
              </Button>
            </div>
          </Card>
        </form>
      </FormProvider>
    </Container>
  );
}
