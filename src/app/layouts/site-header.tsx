import { useEffect, useState, useSyncExternalStore } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/layout';
import { dashboardHint, watchDashboardHint } from '@/lib/session-hint';
import { LegalGuidesMenu } from './legal-guides-menu';
import { Logo } from './logo';
import { headerText } from './header-text';
import { LanguagePicker } from './language-picker';
import { LocaleOffer } from './locale-offer-slot';
import { useShellLocale } from './use-shell-locale';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm lg:whitespace-nowrap lg:px-2 xl:px-3 font-medium hover:bg-slate-100 hover:text-brand-800',
    isActive ? 'text-brand-800' : 'text-slate-800',
  );

/** The site's header, in the page's language on a translated page (header-text.ts). */
export function SiteHeader() {
  const words = headerText(useShellLocale());
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname]);
  // A returning firm or operator gets a way back to their dashboard. Read from a local hint, never
  // by loading Firebase Auth on public pages; none in the prerendered markup (no session there), the
  // hint's once hydrated, and again whenever a sign-in or sign-out on any tab changes it.
  const dashboard = useSyncExternalStore(watchDashboardHint, dashboardHint, () => null);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {words.skip}
        </a>
        <Container className="flex h-16 items-center justify-between gap-4">
          <Logo />
          <nav aria-label={words.mainNav} className="hidden items-center gap-1 lg:flex">
            {words.before.map((l) => (
              <NavLink key={l.to} to={l.to} lang={l.lang} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
            <LegalGuidesMenu label={words.legalGuides} items={words.guides} />
            {words.after.map((l) => (
              <NavLink key={l.to} to={l.to} lang={l.lang} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
            {/* Someone signed in already has an account: their dashboard takes the place of the sign-up button. */}
            <ButtonLink
              to={dashboard ?? '/firm-setup'}
              size="sm"
              className="ml-2 whitespace-nowrap"
              lang={words.firmsLang}
              data-island="dashboard-link"
            >
              {dashboard ? 'Dashboard' : 'Join as a Firm'}
            </ButtonLink>
          </nav>
          <LanguagePicker className="ml-auto lg:ml-0" />
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-nav"
            aria-label={mobileOpen ? words.closeMenu : words.openMenu}
            // The island (src/islands/mobile-menu.ts) swaps the label on a page served without the app.
            data-open-label={words.openMenu}
            data-close-label={words.closeMenu}
            onClick={() => setMobileOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </Container>
        {/* Always in the HTML (hidden when closed), so a page the app does not hydrate can open it (src/islands). */}
        <nav
          id="mobile-nav"
          hidden={!mobileOpen}
          aria-label={words.mobileNav}
          className="overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
        >
          <Container className="flex flex-col gap-1 py-4">
            {words.before.map((l) => (
              <NavLink key={l.to} to={l.to} lang={l.lang} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
            <p className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{words.legalGuides}</p>
            {words.guides.map((l) => (
              <NavLink key={l.to} to={l.to} className={(s) => cn(linkClass(s), 'pl-6')}>
                {l.label}
              </NavLink>
            ))}
            <div className="my-2 border-t border-slate-200" />
            {words.after.map((l) => (
              <NavLink key={l.to} to={l.to} lang={l.lang} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
            <ButtonLink to={dashboard ?? '/firm-setup'} className="mt-3" lang={words.firmsLang} data-island="dashboard-link">
              {dashboard ? 'Dashboard' : 'Join as a Firm'}
            </ButtonLink>
          </Container>
        </nav>
      </header>
      {/* After the header, not in it: the bar is fixed to the window's bottom (locale-offer-look.ts),
          and the header's backdrop blur would make the header, not the window, its frame. */}
      <LocaleOffer />
    </>
  );
}
