import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/app/route-table';
import { trackConsoleErrors } from './support/console';
import { gotoInteractive } from './support/navigation';
import { PUBLIC_SITE_URLS } from './public-routes';
import { expectNoSidewaysScroll } from './support/layout';

// Every test here opens its own page and changes no data: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

/**
 * One concrete URL for every route in the table, but for the public pages: public.spec.ts opens
 * each of those and checks more (status 200, a non-empty h1, no console errors, at two widths).
 */
const urls = ROUTES.flatMap((route) => (route.path.includes(':') ? (route.instances?.slice(0, 1) ?? []) : [route.path]))
  .filter((url) => !PUBLIC_SITE_URLS.includes(url))
  .concat(['/blog/no-such-post']);

test('the home page renders with header, main content and footer', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/RegMatch/);
  expect(errors).toEqual([]);
});

/**
 * The routes in two halves, one per worker, each walked in one page: a fresh page per route cost
 * more than the route itself (a new context and renderer for every one of ~60 URLs). Each route
 * is a soft expectation, so one broken route does not hide the others.
 */
const halves = [urls.filter((_, i) => i % 2 === 0), urls.filter((_, i) => i % 2 === 1)];
halves.forEach((half, index) => {
  test(`every route answers with a page, not a blank screen (${index + 1} of 2)`, async ({ page }) => {
    test.setTimeout(half.length * 10_000);
    const errors = trackConsoleErrors(page);
    for (const url of half) {
      const response = await page.goto(url);
      expect.soft(response?.status(), `${url}: HTTP status`).toBeLessThan(400);
      await expect.soft(page.locator('main h1, main h2').first(), `${url}: a heading in main`).toBeVisible();
      expect.soft(errors.splice(0), `${url}: console errors`).toEqual([]);
    }
  });
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test.describe('Legal Guides dropdown', () => {
  test('opens with Enter, moves with arrows that wrap, closes with Escape', async ({ page }) => {
    await gotoInteractive(page, '/');
    const trigger = page.getByRole('button', { name: 'Legal Guides' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'Legal Guides' });
    await expect(menu.getByRole('menuitem')).toHaveCount(5);
    await expect(menu.getByRole('separator')).toHaveCount(1);

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Divorce Guide' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Recent Legal Changes' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Divorce Guide' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('Space toggles, Tab closes', async ({ page }) => {
    await gotoInteractive(page, '/');
    const trigger = page.getByRole('button', { name: 'Legal Guides' });
    await trigger.focus();
    await page.keyboard.press(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press(' ');
    await page.keyboard.press('Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens on hover after a short delay and closes after leaving; an outside click closes it', async ({ page }) => {
    await gotoInteractive(page, '/');
    const trigger = page.getByRole('button', { name: 'Legal Guides' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 400);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('an item navigates to its guide', async ({ page }) => {
    await gotoInteractive(page, '/');
    await page.getByRole('button', { name: 'Legal Guides' }).click();
    await page.getByRole('menuitem', { name: 'Child Maintenance Guide' }).click();
    await expect(page).toHaveURL(/\/guides\/child-maintenance$/);
  });
});

test.describe('guards', () => {
  test('the dashboard with nobody signed in goes to /firm-login, remembering the location', async ({ page }) => {
    await page.goto('/firm-dashboard');
    await expect(page).toHaveURL(/\/firm-login$/);
  });
  test('another signed-in page goes to /for-firms', async ({ page }) => {
    await page.goto('/premium-welcome');
    await expect(page).toHaveURL(/\/for-firms$/);
  });
  // The control panel's sign-in (asked for, firm refused, wrong or empty credentials, an
  // operator) is admin.spec.ts's 'operator access'.
});

test('the header collapses into a menu at 375 px without horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoInteractive(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Divorce Guide' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
