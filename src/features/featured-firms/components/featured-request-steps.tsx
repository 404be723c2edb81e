// One component per step of the featured-firm request (featured-request-state.ts names them); each
// reads the form from the flow above it (featured-request-flow.tsx), so a step that appears owns no answer.
import { Link } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { Alert, CheckboxField, Spinner, TextAreaField, TextField } from '@/components/ui';
import { URGENCY_LEVELS, type Urgency } from '@/domain/leads/urgency';
import {
  BUSINESS_SERVICE_LABELS,
  BUSINESS_SERVICE_TYPES,
  type FeaturedRequest,
  type FeaturedRequestInput,
} from '@/domain/matching/criteria';
import { SPECIAL_INFORMATION_WARNING } from '@/domain/privacy/consent-text';
import type { FeaturedStep } from './featured-request-state';

const useRequestForm = () => useFormContext<FeaturedRequestInput, unknown, FeaturedRequest>();

function TermsStep() {
  const { register, formState } = useRequestForm();
  return (
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
        error={formState.errors.legalTermsAccepted?.message}
      />
    </>
  );
}

function DetailsStep() {
  const { register, formState } = useRequestForm();
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...register('firstName')} error={errors.firstName?.message} />
        <TextField label="Last name" autoComplete="family-name" {...register('lastName')} error={errors.lastName?.message} />
      </div>
      <TextField label="Email address" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
    </>
  );
}

function NeedStep() {
  const { register, formState } = useRequestForm();
  const { errors } = formState;
  return (
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
  );
}

/** The last step: choosing an urgency sends the request. */
function UrgencyStep({
  choose,
  sending,
  failure,
}: {
  choose: (urgency: Urgency) => void;
  sending: boolean;
  failure: string | null;
}) {
  return (
    <fieldset disabled={sending}>
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
      {sending && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="h-4 w-4" /> Sending your request...
        </p>
      )}
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
    </fieldset>
  );
}

/** The screen of a step; the urgency step gets what sending needs. */
export function StepScreen({ step, urgency }: { step: FeaturedStep; urgency: Parameters<typeof UrgencyStep>[0] }) {
  switch (step) {
    case 'terms':
      return <TermsStep />;
    case 'details':
      return <DetailsStep />;
    case 'need':
      return <NeedStep />;
    case 'urgency':
      return <UrgencyStep {...urgency} />;
  }
}
