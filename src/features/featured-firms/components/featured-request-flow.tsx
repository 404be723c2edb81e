import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Button, CheckboxField, Spinner, TextAreaField, TextField } from '@/components/ui';
import {
  BUSINESS_SERVICE_LABELS,
  BUSINESS_SERVICE_TYPES,
  confirmationErrorMessage,
  DEFAULT_URGENCY,
  MESSAGES,
  personalDetailsSchema,
  URGENCY_LEVELS,
  type BusinessServiceType,
  type Urgency,
} from '@/domain';
import { reasonOf } from '@/lib/callable';
import { submitFeaturedRequest } from '../api/submit-featured-request';

interface FlowData {
  legalTermsAccepted: boolean;
  firstName: string;
  lastName: string;
  email: string;
  serviceType: BusinessServiceType;
  additionalDetails: string;
  urgency: Urgency;
  description: string;
}

const DEFAULTS: FlowData = {
  legalTermsAccepted: false,
  firstName: '',
  lastName: '',
  email: '',
  serviceType: 'collections',
  additionalDetails: '',
  urgency: DEFAULT_URGENCY,
  description: '',
};

const STEP_TITLES = ['Accept the terms', 'Your details', 'Your legal need', 'How urgent is it?'];

/**
 * The four-step featured request (spec: steps 0 to 3): terms, details, service, urgency. Choosing
 * an urgency submits. The details step is validated here (the spec's page skips that check; the
 * server refuses bad details anyway, so checking early only spares the client a failed request).
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
  const [data, setData] = useState<FlowData>(DEFAULTS);
  const [errors, setErrors] = useState<Partial<Record<keyof FlowData, string>>>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  const [failure, setFailure] = useState('');
  const sending = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step, status]);

  const set = <K extends keyof FlowData>(key: K, value: FlowData[K]) => {
    setData((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function send(urgency: Urgency) {
    if (sending.current) return;
    sending.current = true;
    setData((d) => ({ ...d, urgency }));
    setStatus('sending');
    try {
      await submitFeaturedRequest(firm.id, {
        legalTermsAccepted: true,
        firstName: data.firstName.trim(),
        lastName: data.lastName.trim(),
        email: data.email.trim(),
        serviceType: data.serviceType,
        urgency,
        ...(data.additionalDetails.trim() ? { additionalDetails: data.additionalDetails.trim() } : {}),
        ...(data.description.trim() ? { description: data.description.trim() } : {}),
      });
      setStatus('sent');
    } catch (error) {
      setFailure(confirmationErrorMessage(reasonOf(error)));
      setStatus('failed');
    } finally {
      sending.current = false;
    }
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (step === 0 && !data.legalTermsAccepted) {
      setErrors({ legalTermsAccepted: MESSAGES.acceptTerms });
      return;
    }
    if (step === 1) {
      const result = personalDetailsSchema.safeParse(data);
      if (!result.success) {
        const found: Partial<Record<keyof FlowData, string>> = {};
        for (const issue of result.error.issues) {
          const key = issue.path[0] as keyof FlowData;
          found[key] ??= issue.message;
        }
        setErrors(found);
        return;
      }
    }
    setErrors({});
    setStep((s) => s + 1);
  }

  const reset = () => {
    setData(DEFAULTS);
    setStep(0);
    setStatus('editing');
    onClose();
  };

  if (status === 'sent') {
    return (
      <div className="rounded-2xl border border-green-300 bg-green-50 p-6 text-center">
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-green-900 focus:outline-none">
          Request Sent Successfully!
        </h3>
        <p className="mt-2 text-green-900">
          Your request has been sent to {firm.firmName}. They will contact you shortly at {data.email.trim()}.
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
      onSubmit={next}
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
              checked={data.legalTermsAccepted}
              onChange={(e) => set('legalTermsAccepted', e.target.checked)}
              error={errors.legalTermsAccepted}
            />
          </>
        )}
        {step === 1 && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="First name"
                autoComplete="given-name"
                value={data.firstName}
                onChange={(e) => set('firstName', e.target.value)}
                error={errors.firstName}
              />
              <TextField
                label="Last name"
                autoComplete="family-name"
                value={data.lastName}
                onChange={(e) => set('lastName', e.target.value)}
                error={errors.lastName}
              />
            </div>
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              value={data.email}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
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
                    <input
                      type="radio"
                      name={`service-${firm.id}`}
                      value={type}
                      checked={data.serviceType === type}
                      onChange={() => set('serviceType', type)}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {BUSINESS_SERVICE_LABELS[type]}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextAreaField
              label="Additional details (optional)"
              rows={3}
              value={data.additionalDetails}
              onChange={(e) => set('additionalDetails', e.target.value)}
            />
            <TextAreaField
              label="Description (optional)"
              rows={3}
              value={data.description}
              onChange={(e) => set('description', e.target.value)}
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
                  onClick={() => void send(u.id)}
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
