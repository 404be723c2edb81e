import { Link } from 'react-router';
import { CheckboxField } from '@/components/ui';
import { BRAND_NAME } from '@/domain/shared/brand';
import { useAnswers } from '../wizard-form';

const TERMS_LINKS = [
  { to: '/terms', label: 'Terms and Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

export function LegalTermsStep() {
  const { field } = useAnswers();
  return (
    <>
      <p className="text-slate-700">
        {BRAND_NAME} is free for you. We share your details only with the law firm we match you with. Please read and accept:
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {TERMS_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              {link.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </li>
        ))}
      </ul>
      <CheckboxField
        label="I accept the Terms and Conditions, Privacy Policy, Disclaimer and Cookie Policy"
        {...field('legalTermsAccepted')}
      />
    </>
  );
}
