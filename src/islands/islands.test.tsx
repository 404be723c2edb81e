import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { CLOSE_DELAY_MS, OPEN_DELAY_MS } from '@/app/layouts/legal-guides-menu';
import { SiteHeader } from '@/app/layouts/site-header';
import { QuickExit } from '@/components/quick-exit';
import { Accordion } from '@/features/content/components/accordion';
import { PromoBanner } from '@/features/content/components/promo-banner';
import { SelfAssessmentChecklist } from '@/features/content/components/self-assessment-checklist';
import { QUICK_EXIT_URL } from '@/lib/quick-exit';
import { rememberDashboard } from '@/lib/remember-dashboard';
import { wireAccordions } from './accordion';
import { wireChecklist } from './checklist';
import { wireDashboardLink } from './dashboard-link';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, wireGuidesMenu } from './guides-menu';
import { wireMobileMenu } from './mobile-menu';
import { wirePromoBanner } from './promo-banner';
import { wireQuickExit } from './quick-exit';

// Each island is wired onto the markup the real component prerenders (renderToString, as
// scripts/prerender.ts does), never onto a hand-written copy: a component that changes its markup
// breaks these tests rather than a content page.
function prerendered(element: ReactElement) {
  document.body.innerHTML = renderToString(<StaticRouter location="/guides/divorce">{element}</StaticRouter>);
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  rememberDashboard(null);
});

describe('the Legal Guides menu island', () => {
  beforeEach(() => {
    prerendered(<SiteHeader />);
    wireGuidesMenu();
  });
  const trigger = () => screen.getByRole('button', { name: 'Legal Guides' });
  const items = () => screen.getAllByRole('menuitem');

  it('opens with Enter, moves with arrows that wrap, closes with Escape and returns focus', () => {
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Legal Guides' })).toBeVisible();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(items()[0]).toHaveFocus();
    fireEvent.keyDown(items()[0]!, { key: 'ArrowUp' });
    expect(items().at(-1)).toHaveFocus();
    fireEvent.keyDown(items().at(-1)!, { key: 'ArrowDown' });
    expect(items()[0]).toHaveFocus();
    fireEvent.keyDown(items()[0]!, { key: 'End' });
    expect(items().at(-1)).toHaveFocus();
    fireEvent.keyDown(items().at(-1)!, { key: 'Escape' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Space toggles, Tab closes, an outside press closes', () => {
    fireEvent.keyDown(trigger(), { key: ' ' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(trigger(), { key: ' ' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger(), { key: ' ' });
    fireEvent.keyDown(trigger(), { key: 'Tab' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes on hover with the component’s delays', () => {
    vi.useFakeTimers();
    try {
      fireEvent.pointerEnter(trigger().parentElement!, { pointerType: 'mouse' });
      vi.advanceTimersByTime(MENU_OPEN_DELAY_MS - 1);
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
      vi.advanceTimersByTime(1);
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.pointerLeave(trigger().parentElement!, { pointerType: 'mouse' });
      vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS);
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
    expect([MENU_OPEN_DELAY_MS, MENU_CLOSE_DELAY_MS]).toEqual([OPEN_DELAY_MS, CLOSE_DELAY_MS]);
  });
});

describe('the mobile menu island', () => {
  it('opens the prerendered navigation, and Escape closes it and returns focus to the button', () => {
    prerendered(<SiteHeader />);
    wireMobileMenu();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(nav).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

describe('the dashboard link island', () => {
  it('a returning firm gets its Dashboard link in place of Join as a Firm', () => {
    rememberDashboard('/firm-dashboard');
    prerendered(<SiteHeader />);
    wireDashboardLink();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/firm-dashboard');
    expect(screen.queryByRole('link', { name: 'Join as a Firm' })).toBeNull();
  });
});

describe('the accordion island', () => {
  const items = [
    { id: 'a', question: 'First?', answer: 'Answer one.' },
    { id: 'b', question: 'Second?', answer: 'Answer two.' },
  ];
  it('keeps one answer open and closes it on a second press', () => {
    prerendered(<Accordion items={items} />);
    wireAccordions();
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer one.')).toBeVisible();
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer one.')).not.toBeVisible();
    expect(screen.getByText('Answer two.')).toBeVisible();
    fireEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer two.')).not.toBeVisible();
  });
});

describe('the promo banner island', () => {
  it('dismissal hides the banner and lasts for the session', () => {
    prerendered(<PromoBanner />);
    wirePromoBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss offer' }));
    expect(screen.queryByRole('complementary', { name: 'Offer for law firms' })).toBeNull();
    prerendered(<PromoBanner />);
    wirePromoBanner();
    expect(screen.queryByRole('complementary', { name: 'Offer for law firms' })).toBeNull();
  });
});

describe('the checklist island', () => {
  it('gives the outcome for the ticks', () => {
    prerendered(<SelfAssessmentChecklist />);
    wireChecklist();
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes) fireEvent.click(box);
    expect(screen.getByRole('status')).toHaveTextContent('You may be a good candidate for a do-it-yourself divorce');
    fireEvent.click(boxes[0]!);
    expect(screen.getByRole('status')).not.toHaveTextContent('do-it-yourself');
  });
});

describe('the quick exit island', () => {
  const original = window.location;
  const replace = vi.fn();
  beforeEach(() => {
    replace.mockReset();
    document.documentElement.style.visibility = '';
    // jsdom cannot navigate; the test watches which navigation the island asks for.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, replace } });
  });
  afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: original }));

  it('the button leaves for the neutral site and wipes the drafts', () => {
    sessionStorage.setItem('regmatch.draft.matching-wizard', '{"data":{"firstName":"Lerato"}}');
    prerendered(<QuickExit />);
    wireQuickExit();
    fireEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
    expect(sessionStorage.getItem('regmatch.draft.matching-wizard')).toBeNull();
    expect(document.documentElement.style.visibility).toBe('hidden');
  });
});
