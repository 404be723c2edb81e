import { useWizard, errorOf } from './step-helpers';

export function LegalTermsStep() {
  const { register, formState } = useWizard();
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
      {text}
    </a>
  );
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Before you register, please read our {link('/terms', 'Terms and Conditions')},{' '}
        {link('/legal/dpa', 'Data Processing Agreement')} (how you may use the clients&apos; information we send you),{' '}
        {link('/privacy', 'Privacy Policy')}, {link('/disclaimer', 'Disclaimer')} and {link('/cookie-policy', 'Cookie Policy')}{' '}
        (each opens in a new tab).
      </p>
      <div className="flex items-start gap-3">
        <input
          id="legal-terms"
          type="checkbox"
          className="mt-0.5 h-5 w-5 rounded border-slate-400"
          {...register('legalTermsAccepted')}
          aria-describedby={formState.errors.legalTermsAccepted ? 'legal-terms-error' : undefined}
        />
        <label htmlFor="legal-terms" className="text-sm text-slate-800">
          I accept the Terms and Conditions, Data Processing Agreement, Privacy Policy, Disclaimer and Cookie Policy
        </label>
      </div>
      {formState.errors.legalTermsAccepted && (
        <p id="legal-terms-error" role="alert" className="text-sm font-medium text-red-700">
          {errorOf(formState.errors.legalTermsAccepted)}
        </p>
      )}
    </div>
  );
}
