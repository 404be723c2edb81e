import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { PageMeta } from '@/components/ui/page-meta';
import { BRAND_NAME } from '@/domain/shared/brand';

/** An unknown slug under a content route: a real not-found page that search engines skip. */
export function ContentNotFound({ path, backTo, backLabel }: { path: string; backTo: string; backLabel: string }) {
  return (
    <Container className="py-20 text-center">
      <PageMeta
        title={`Page Not Found | ${BRAND_NAME}`}
        description="The page you were looking for does not exist."
        path={path}
        noindex
      />
      <h1 className="text-3xl font-bold text-brand-950">We couldn’t find that page</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">The link may be old or mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
        <ButtonLink to="/matching">Start Free Matching</ButtonLink>
      </div>
    </Container>
  );
}
