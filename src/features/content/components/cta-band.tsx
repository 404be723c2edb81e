import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import type { CallToAction } from '../data/types';

/** The closing call to action of content pages: always to /matching, sometimes a second link. */
export function CtaBand({
  title,
  children,
  primary,
  secondary,
}: {
  title: string;
  children?: ReactNode;
  primary: CallToAction;
  secondary?: CallToAction;
}) {
  return (
    <section aria-label={title} className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-10">
      <h2 className="text-2xl font-bold">{title}</h2>
      {children && <div className="mx-auto mt-3 max-w-2xl text-slate-100">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={primary.to} variant="accent" size="lg">
          {primary.label}
        </ButtonLink>
        {secondary && (
          <ButtonLink to={secondary.to} variant="secondary" size="lg">
            {secondary.label}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
