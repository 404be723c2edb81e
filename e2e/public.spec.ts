import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { trackConsoleErrors } from './support/console';
import { gotoInteractive } from './support/navigation';
import { DRAFT_POST, PUBLIC_SITE_URLS, PUBLISHED_POST } from './public-routes';
import { keepScreenshot } from './support/screens';
import { afterResize, expectNoSidewaysScroll } from './support/layout';

// Every test here opens its own page and changes no data: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/**
 * Axe runs at 375 px on every URL (most visitors arrive on a phone) and at 1280 px on one page of
 * each kind with its own widgets: the header, footer and page frame are the same on every page,
 * and the desktop-only parts (header menu, guide contents) are on these.
 */
const DESKTOP_AXE_URLS = new Set([
  '/',
  '/faq',
  '/faq/need-lawyer-divorce-south-africa',
  '/guides/divorce',
  '/lawyers/johannesburg',
  '/matching',
  '/featured-firms',
  `/blog/${PUBLISHED_POST.data.slug}`,
]);

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious or critical WCAG 2.1 A/AA findings, one line each. axe-core is injected once per
 * document and asked for violations only: @axe-core/playwright's AxeBuilder evaluated its 560 kB
 * source twice on every call and sent back every rule's passes, and the public sweep's tests took
 * 172 s instead of 143 s (quiet machine, 45 pages, 53 axe runs). The pages have no frames to cross.
 */
async function seriousAxeFindings(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { axe: injected } = window as unknown as { axe: typeof axe };
    const results = await injected.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, WCAG_21_AA);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

async function screenshot(page: Page, url: string, width: number) {
  if (!process.env.SCREENSHOTS_DIR || (url !== '/' && url !== '/lawyers/johannesburg')) return;
  mkdirSync(process.env.SCREENSHOTS_DIR, { recursive: true });
  const name = url === '/' ? 'home' : 'city-johannesburg';
  await keepScreenshot(page, { path: `${process.env.SCREENSHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}

test.describe('every public page at 1280 px and 375 px', () => {
  test.use({ viewport: DESKTOP });
  for (const url of PUBLIC_SITE_URLS) {
    test(`${url} hydrates, has content, no console errors, no sideways scroll, no serious axe findings`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      // Hydrated: React took over the prerendered markup (or rendered the shell) without a second
      // copy of the page or of the head tags it manages.
      await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
      await expect(page.locator('#root > div')).toHaveCount(1);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      await expect(h1).not.toHaveText('');
      await expect(page.getByRole('main')).not.toContainText('This page is being built.');
      // Not 'networkidle': Firestore keeps a listen channel open on data pages.
      await page.waitForLoadState('load');
      if (url.startsWith('/blog')) await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoSidewaysScroll(page, `${url} at 1280 px`);
      if (DESKTOP_AXE_URLS.has(url)) expect(await seriousAxeFindings(page), 'axe at 1280 px').toEqual([]);
      await screenshot(page, url, DESKTOP.width);

      await afterResize(page, PHONE);
      await expect(h1).toBeVisible();
      await expectNoSidewaysScroll(page, `${url} at 375 px`);
      expect(await seriousAxeFindings(page), 'axe at 375 px').toEqual([]);
      await screenshot(page, url, PHONE.width);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('home page', () => {
  test('hero, feature cards, how it works, why choose, trust section and strip are all there', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find & Match With Legal Experts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Matching' })).toHaveAttribute('href', '/matching');
    await expect(page.getByRole('link', { name: 'Featured Firms' }).first()).toHaveAttribute('href', '/featured-firms');
    await expect(page.getByRole('link', { name: /^Learn More/ })).toBeVisible();
    for (const badge of ['Free service', 'Verified lawyers', 'No obligations'])
      await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
    for (const title of ['Smart Matching', 'Verified Experts', 'Quick Response'])
      await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    for (const step of ['Swipe Right', 'Perfect Match', 'Connect'])
      await expect(page.getByRole('heading', { name: new RegExp(step) })).toBeVisible();
    for (const card of ['Expert Legal Help', 'Verified Firms', 'Free to Use'])
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    for (const strip of ['Active matching platform', 'Verified lawyers only', 'Secure & private'])
      await expect(page.getByText(strip, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
  });

  test('the FAQ accordion keeps one answer open and closes it on a second click', async ({ page }) => {
    await gotoInteractive(page, '/');
    const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Frequently Asked Questions' }) });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(8);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/Matching is free for individuals and businesses/)).toBeVisible();
    await questions.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the firms promo banner shows the PLANS prices and can be dismissed', async ({ page }) => {
    await gotoInteractive(page, '/');
    const banner = page.getByRole('complementary', { name: 'Offer for law firms' });
    await expect(banner).toContainText('save up to 50%');
    await expect(banner).toContainText('Premium R 199/month');
    await expect(banner).toContainText('Premium Plus R 249/month');
    await banner.getByRole('button', { name: 'Dismiss offer' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Offer for law firms' })).toBeHidden();
  });
});

test.describe('content pages', () => {
  test('the need-lawyer checklist gives its three outcomes', async ({ page }) => {
    await gotoInteractive(page, '/faq/need-lawyer-divorce-south-africa');
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    await expect(page.getByRole('status').filter({ hasText: 'full legal representation' })).toBeVisible();
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await expect(page.getByText('Consider limited legal help')).toBeVisible();
    for (let i = 3; i < 5; i++) await boxes.nth(i).check();
    await expect(page.getByText('good candidate for a do-it-yourself divorce')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Consult with Lawyers' })).toHaveAttribute('href', '/matching');
  });

  test('a placeholder article says the guide is coming and links back', async ({ page }) => {
    await page.goto('/faq/international-child-custody-hague-convention');
    await expect(page.getByRole('heading', { name: 'Complete guide coming soon' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to FAQ Articles' }).click();
    await expect(page).toHaveURL(/\/faq-blog$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) }),
    ).toHaveCount(8);
  });

  test('a guide’s table of contents jumps to its section', async ({ page }) => {
    await page.goto('/guides/child-maintenance');
    await page
      .getByRole('navigation', { name: 'Table of contents' })
      .getByRole('link', { name: /How much maintenance/ })
      .click();
    await expect(page).toHaveURL(/#amounts$/);
    await expect(page.getByRole('heading', { name: 'How much maintenance?' })).toBeInViewport();
  });

  test('the terms page reads the plan prices from PLANS', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Premium: R 199 per month (incl. VAT; previously R 399)')).toBeVisible();
    await expect(page.getByText('Premium Plus: R 249 per month (incl. VAT; previously R 449)')).toBeVisible();
  });

  test('a city page has its stats, six services, twelve areas and resource links', async ({ page }) => {
    await page.goto('/lawyers/johannesburg');
    await expect(page.getByText('Firms respond within', { exact: true })).toBeVisible();
    await expect(page.getByText('16 business hours', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /Popular legal services/ }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: /Areas we serve/ }).getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Lawyers in Durban' })).toHaveAttribute('href', '/lawyers/durban');
  });

  test('an unknown city is a not-found page', async ({ page }) => {
    await page.goto('/lawyers/atlantis');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  });
});

test.describe('blog', () => {
  test('lists published posts only, with their images, and opens a post', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 2, name: PUBLISHED_POST.data.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: DRAFT_POST.data.title })).toHaveCount(0);
    await page.getByRole('link', { name: new RegExp(`^Read More.*${PUBLISHED_POST.data.title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${PUBLISHED_POST.data.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_POST.data.title })).toBeVisible();
    await expect(page).toHaveTitle(`${PUBLISHED_POST.data.title} | RegMatch`);
    await page.getByRole('link', { name: '← Back to Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a draft or unknown slug goes back to /blog', async ({ page }) => {
    await page.goto(`/blog/${DRAFT_POST.data.slug}`);
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto('/blog/no-such-post');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an image that fails says so', async ({ page }) => {
    await page.route('**/images/blog/*.svg', (route) => route.abort());
    await page.goto('/blog');
    await expect(page.getByText('Failed to load image').first()).toBeVisible();
  });
});
