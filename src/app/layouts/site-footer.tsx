import { Link } from 'react-router';
import { BRAND_NAME, RESPONSE_PROMISE, SUPPORT_EMAIL, SUPPORT_HOURS } from '@/domain/shared/brand';
import { Container } from '@/components/ui/layout';
import { Logo } from './logo';
import { FOOTER_GROUPS } from './nav-links';

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-brand-950 text-slate-200">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-4">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <Logo inverted />
          <p className="text-sm text-slate-300">
            Free matching with verified South African law firms. Firms respond {RESPONSE_PROMISE}.
          </p>
          <p className="text-sm text-slate-300">
            Support:{' '}
            <a className="underline hover:text-white" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            <br />
            {SUPPORT_HOURS}
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav
            key={group.title}
            aria-label={group.title}
            className={group.title === 'Legal' ? 'col-span-2 sm:col-span-1' : undefined}
          >
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-slate-300 hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs text-slate-300 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {BRAND_NAME}. {BRAND_NAME} is a matching service and does not give legal advice.
          </p>
          <p>Made in South Africa · Prices include VAT</p>
        </Container>
      </div>
    </footer>
  );
}
