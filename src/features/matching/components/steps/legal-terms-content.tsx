import type { InputHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/ui/field';
import { BRAND_NAME } from '@/domain/shared/brand';
import { t } from '@/lib/i18n/runtime';

const TERMS_LINKS = [
  { to: '/terms', label: 'terms.link.terms' },
  { to: '/privacy', label: 'terms.link.privacy' },
  { to: '/disclaimer', label: 'terms.link.disclaimer' },
  { to: '/cookie-policy', label: 'terms.link.cookies' },
] as const;

type Checkbox = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; error?: string };

/**
 * "Before we start": the terms and the box that accepts them. Markup only, so the light first step
 * (first-step.tsx, no form library) and the full wizard's step render the very same thing.
 */
export function LegalTermsContent({ checkbox }: { checkbox: Checkbox }) {
  return (
    <>
      <p className="text-slate-700">{t('terms.intro', { brand: BRAND_NAME })}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {TERMS_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              {t(link.label)}
              <span className="sr-only"> {t('terms.newTab')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <CheckboxField label={t('terms.accept')} {...checkbox} />
    </>
  );
}
