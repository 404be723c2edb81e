import type { ReactNode } from 'react';
import { Container } from '@/components/ui/layout';

/** Title band at the top of every content page: the page's single h1. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  before,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  before?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-10 sm:py-14">
        {before}
        {eyebrow && <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
        {lead && <div className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{lead}</div>}
        {children}
      </Container>
    </div>
  );
}
