import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/domain/shared/brand';
import { Container } from '@/components/ui/layout';
import { footerText } from './footer-text';
import { Logo } from './logo';
import { useShellLocale } from './use-shell-locale';

/** The site's footer, in the page's language on a translated page (footer-text.ts). */
export function SiteFooter() {
  const { words, groups } = footerText(useShellLocale());
  return (
    <footer className="mt-auto bg-brand-950 text-slate-200">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-4">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <Logo inverted />
          <p className="text-sm text-slate-300">{words.blurb}</p>
          <p className="text-sm text-slate-300">
            {words.support}{' '}
            <a className="underline hover:text-white" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            <br />
            {words.supportHours}
          </p>
        </div>
        {groups.map((group) => (
          <nav
            key={group.id}
            aria-label={group.title}
            lang={group.lang}
            className={group.id === 'legal' ? 'col-span-2 sm:col-span-1' : undefined}
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
            © {new Date().getFullYear()} {BRAND_NAME}. {words.notAdvice}
          </p>
          <p>{words.madeIn}</p>
        </Container>
      </div>
    </footer>
  );
}
