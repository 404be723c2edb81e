import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, CheckboxField, Spinner, TextAreaField, TextField, useZodForm } from '@/components/ui';
import { DEFAULT_URGENCY, URGENCY_LEVELS, type Urgency } from '@/domain/leads/urgency';
import {
  BUSINESS_SERVICE_LABELS,
  BUSINESS_SERVICE_TYPES,
  featuredRequestSchema,
  type FeaturedRequest,
  type FeaturedRequestInput,
} from '@/domain/matching/criteria';
import { SPECIAL_INFORMATION_WARNING } from '@/domain/privacy/consent-text';
import { MATCH_CONFIRMATION_WORDING } from '@/lib/match-confirmation-wording';
import { forgetSubmissionKey, submissionKey } from '@/lib/session-draft';
import { useMutation } from '@/lib/use-mutation';
import { submitFeaturedRequest } from '../api/submit-featured-request';

// The terms box starts unticked (no value): the schema accepts only `true`.
const DEFAULTS: Partial<FeaturedRequestInput> = {
  firstName: '',
  lastName: '',
  email: '',
  serviceType: 'collections',
  additionalDetails: '',
  urgency: DEFAULT_URGENCY,
  description: '',
};

const STEP_TITLES = ['Accept the terms', 'Your details', 'Your legal need', 'How urgent is it?'];

/** The fields each step checks before Continue moves on; the last step's choice submits the whole form. */
const STEP_FIELDS: readonly (readonly (keyof FeaturedRequestInput)[])[] = [
  ['legalTermsAccepted'],
  ['firstName', 'lastName', 'email'],
  ['serviceType', 'additionalDetails', 'description'],
];

/**
 * The four-step featured request (spec: steps 0 to 3): terms, details, service, urgency. Choosing
 * an urgency submits. One form with the callable's own schema; each step checks its own fields
 * (the spec's page skips the details check; the server refuses bad details anyway, so checking
 * early only spares the client a failed request).
 */
export function FeaturedRequestFlow({
  firm,
  onClose,
  successAction,
}: {
  firm: { id: string; firmName: string };
  onClose: () => void;
  successAction: { label: string; to?: string };
}) {
  const [step, setStep] = useState(0);
  const form = useZodForm(featuredRequestSchema, { defaultValues: DEFAULTS });
  const { register, formState } = form;
  const errors = formState.errors;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const sending = useMutation(async (request: FeaturedRequest) => {
    // Empty optional fields are left out: the callable SDK would send an undefined as null.
    const { additionalDetails, description, ...required } = request;
    // One key per submission, kept in the tab until the answer is shown: a reload mid-request
    // or a second click sends the same key, and the server answers the first result.
    const submission = `featured-request:${firm.id}` as const;
    await submitFeaturedRequest(
      firm.id,
      {
        ...required,
        ...(additionalDetails ? { additionalDetails } : {}),
        ...(description ? { description } : {}),
      },
      submissionKey(submission),
    );
    forgetSubmissionKey(submission);
    setSentTo(request.email);
  }, MATCH_CONFIRMATION_WORDING);
  const failure = sending.failure;
  const status = sentTo !== null ? 'sent' : sending.busy ? 'sending' : failure ? 'failed' : 'editing';

  useEffect(() => {
    headingRef.current?.focus();
  }, [step, status]);

  const choose = (urgency: Urgency) => {
    form.setValue('urgency', urgency);
    void form.handleSubmit((request) => sending.mutate(request))();
  };

  async function next() {
    if (await form.trigger(STEP_FIELDS[step] ?? [])) setStep((s) => s + 1);
  }

  const reset = () => {
    form.reset(DEFAULTS);
    setStep(0);
    setSentTo(null);
    sending.clearFailure();
    onClose();
  };

  if (status === 'sent') {
    return (
      <div className="rounded-2xl border border-green-300 bg-green-50 p-6 text-center">
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-green-900 focus:outline-none">
          Request Sent Successfully!
        </h3>
        <p className="mt-2 text-green-900">
          Your request has been sent to {firm.firmName}. They will contact you shortly at {sentTo}.
        </p>
        <div className="mt-5">
          {successAction.to ? (
            <Link
              to={successAction.to}
              className="inline-flex rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {successAction.label}
            </Link>
          ) : (
            <Button onClick={reset}>{successAction.label}</Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
      aria-labelledby={`flow-${firm.id}`}
      className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm font-semibold text-brand-800">
        Step {step + 1} of 4 · {firm.firmName}
      </p>
      <h3
        id={`flow-${firm.id}`}
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-lg font-bold text-brand-950 focus:outline-none"
      >
        {STEP_TITLES[step]}
      </h3>
      <div className="mt-4 space-y-4">
        {step === 0 && (
          <>
            <p className="text-sm text-slate-700">
              Read our{' '}
              <Link to="/terms" target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                Terms and Conditions
              </Link>{' '}
              and{' '}
              <Link to="/privacy" target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                Privacy Policy
              </Link>{' '}
              (open in a new tab).
            </p>
            <CheckboxField
              label="I accept the legal terms"
              {...register('legalTermsAccepted')}
              error={errors.legalTermsAccepted?.message}
            />
          </>
        )}
        {step === 1 && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="First name"
                autoComplete="given-name"
                {...register('firstName')}
                error={errors.firstName?.message}
              />
              <TextField
                label="Last name"
                autoComplete="family-name"
                {...register('lastName')}
                error={errors.lastName?.message}
              />
            </div>
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              {...register('email')}
              error={errors.email?.message}
            />
          </>
        )}
        {step === 2 && (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Service type</legend>
              <div className="mt-2 space-y-2">
                {BUSINESS_SERVICE_TYPES.map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="radio" value={type} {...register('serviceType')} className="h-4 w-4 accent-brand-700" />
                    {BUSINESS_SERVICE_LABELS[type]}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextAreaField
              label="Additional details (optional)"
              rows={3}
              {...register('additionalDetails')}
              error={errors.additionalDetails?.message}
            />
            <TextAreaField
              label="Description (optional)"
              rows={3}
              {...register('description')}
              error={errors.description?.message}
              hint={SPECIAL_INFORMATION_WARNING}
            />
          </>
        )}
        {step === 3 && (
          <fieldset disabled={status === 'sending'}>
            <legend className="text-sm text-slate-700">Choosing an option sends your request.</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {URGENCY_LEVELS.map((u) => (
                <button
                  key={u.id}
                  type="button"
                  onClick={() => choose(u.id)}
                  className="rounded-xl border-2 border-slate-200 p-3 text-left hover:border-brand-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
                >
                  <span className="block font-semibold text-brand-950">{u.label}</span>
                  <span className="block text-xs text-slate-600">{u.description}</span>
                </button>
              ))}
            </div>
            {status === 'sending' && (
              <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <Spinner className="h-4 w-4" /> Sending your request...
              </p>
            )}
            {status === 'failed' && (
              <Alert tone="error" className="mt-3">
                {failure}
              </Alert>
            )}
          </fieldset>
        )}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button
          variant="secondary"
          onClick={() => (step === 0 ? onClose() : setStep((s) => s - 1))}
          disabled={status === 'sending'}
        >
          {step === 0 ? 'Cancel' : 'Back'}
        </Button>
        {step < 3 && <Button type="submit">Continue</Button>}
      </div>
    </form>
  );
}
