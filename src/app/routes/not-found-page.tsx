import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { PageMeta } from '@/components/ui/page-meta';
import { NOT_FOUND_META } from '../route-meta';

export default function NotFoundPage() {
  return (
    <Container className="py-20 text-center">
      <PageMeta title={NOT_FOUND_META.title} description={NOT_FOUND_META.description} path="/404" noindex />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-950 sm:text-4xl">We couldn’t find that page</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">
        The link may be old or mistyped. You can start a free match, or go back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/matching">Start Free Matching</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </Container>
  );
}
