import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Alert, Button, Card, Container, PageHeading } from '@/components/ui';
import { useZodForm } from '@/components/ui/form';
import { defaultBusinessHours } from '@/domain/firms/options';
import { REGISTRATION_MESSAGES } from '@/domain/firms/registration';
import { CallableError } from '@/lib/callable';
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft';
import { useMutation } from '@/lib/use-mutation';
import { registerFirm } from '../api/register-firm';
import { keepLogoForConfirmation } from '../api/kept-logo-store';
import { CheckYourEmail } from '../components/check-your-email';
import { registerThenCheckEmail, type CheckEmailNotice } from '../components/finish-registration';
import { parseRegistrationDraft, toRegistrationDraft } from '../components/registration-draft';
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
  fidelityFund: { required: false, certificateNumber: '', year: null },
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

const readRegistrationDraft = () => readDraft('firm-registration', (v) => parseRegistrationDraft(v, STEPS.length));

export default function FirmSetupPage() {
  // A reload continues where the person was, with every answer but the password (and any file).
  const [draft] = useState(readRegistrationDraft);
  const form = useZodForm(wizardSchema, { defaultValues: { ...DEFAULTS, ...draft?.values } });
  const [step, setStep] = useState(draft?.step ?? 0);
  // A chosen logo file is not uploaded at registration (nobody is signed in before the address is
  // confirmed): it is kept in this browser and uploaded on the confirmation page (api/kept-logo.ts).
  const [logo, setLogo] = useState<File | null>(null);
  const stepRef = useRef(step);
  stepRef.current = step;
  const finished = useRef(false);
  const [outcome, setOutcome] = useState<CheckEmailNotice | null>(null);
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

  // The draft follows every answer and step; once registered there is nothing left to keep.
  useEffect(() => {
    if (!finished.current) writeDraft('firm-registration', toRegistrationDraft(step, form.getValues()));
  }, [step, form]);
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!finished.current) writeDraft('firm-registration', toRegistrationDraft(stepRef.current, values as WizardValues));
      // A field showing an error is checked again as it changes, so the message goes as soon as
      // it is fixed (and the name check's 'already registered' is no longer hidden behind it).
      // Untouched fields stay quiet until Next. A new password re-checks its confirmation.
      const top = name?.split('.')[0] as keyof WizardValues | undefined;
      if (!top) return;
      const fields = (top === 'password' ? [top, 'confirmPassword' as const] : [top]).filter(
        (f) => form.getFieldState(f).invalid,
      );
      if (fields.length > 0) void form.trigger(fields);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const registration = useMutation(
    async (values: WizardValues) => {
      const notice = await registerThenCheckEmail(
        values.email,
        logo,
        () => registerFirm(toRegistration(values)),
        (file) => keepLogoForConfirmation(values.email, file),
      );
      finished.current = true;
      clearDraft('firm-registration');
      setOutcome(notice);
    },
    {
      fallback: REGISTRATION_MESSAGES.registerFailed,
      onError: (error, message) => {
        const blamed = error instanceof CallableError ? stepOfServerField(error.field) : null;
        if (!blamed) return false;
        // The spec: an address already in use sends the user back to the account step; any
        // field the server refuses sends them to the step that asks for it.
        setStep(blamed.step);
        setTimeout(() => form.setError(blamed.field, { message }, { shouldFocus: true }));
        return true;
      },
    },
  );
  const { busy: submitting, failure: submitError, clearFailure } = registration;

  const next = async () => {
    clearFailure();
    const fields = [...STEPS[step]!.fields];
    const ok = await form.trigger(fields, { shouldFocus: true });
    if (!ok) return;
    if (step === 1 && nameTaken.current) return;
    if (step === 8 && emailProblem.current) return;
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  const submit = form.handleSubmit(
    async (values) => {
      await registration.mutate(values);
    },
    (errors) => {
      // Something on an earlier step is wrong (e.g. edited after moving on): go there.
      const first = STEPS.findIndex((s) => s.fields.some((f) => f in errors));
      if (first >= 0 && first !== step) setStep(first);
    },
  );

  if (outcome) return <CheckYourEmail notice={outcome} />;

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
            {step === 1 && <BasicInfoStep onNameTaken={onNameTaken} logo={logo} onLogo={setLogo} />}
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
