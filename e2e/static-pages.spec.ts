import { expect, test, type Page } from '@playwright/test';
import { trackConsoleErrors } from './support/console';
import { expectNoSidewaysScroll, expectOfferClearOfThePage, recordShiftsAround, shiftsOnceShown } from './support/layout';
import { gotoInteractive } from './support/navigation';
import { keepScreenshot, screenshotsAtBothWidths } from './support/screens';

// Content pages are served as their prerendered HTML without the app (src/app/static-pages.ts,
// issue 29): no React, no router, one islands script. What a reader can do there still works, by
// the same keyboard model as in the app; a link into the app loads the app.

test.describe.configure({ mode: 'parallel' });

/** Every script the page requests, by path. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
const APP_ENTRY = /^\/assets\/index-[\w-]+\.js$/;
const ISLANDS = /^\/assets\/islands-[\w-]+\.js$/;

test('a guide loads no app script, and its header menu works by keyboard', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  const scripts = scriptRequests(page);
  await gotoInteractive(page, '/guides/divorce');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => APP_ENTRY.test(s))).toEqual([]);
  expect(scripts.filter((s) => ISLANDS.test(s))).toHaveLength(1);
  await expect(page.locator('script[src*="/assets/index-"]')).toHaveCount(0);

  const trigger = page.getByRole('button', { name: 'Legal Guides' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'Legal Guides' });
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Divorce Guide' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Recent Legal Changes' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  await screenshotsAtBothWidths(page, 'guide-divorce');
  expect(errors).toEqual([]);
});

test('at 375 px the mobile menu opens, closes with Escape, and its links load the page', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoInteractive(page, '/lawyers/johannesburg');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'Divorce Guide' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: test.info().outputPath('city-menu-375.png'), fullPage: false });
  await page.keyboard.press('Escape');
  await expect(mobile).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobile.getByRole('link', { name: 'Child Custody Guide' }).click();
  await expect(page).toHaveURL(/\/guides\/child-custody$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Child Custody');
  expect(scripts.filter((s) => APP_ENTRY.test(s))).toEqual([]);
});

test('FAQ accordions open one answer at a time without the app', async ({ page }) => {
  const scripts = scriptRequests(page);
  await gotoInteractive(page, '/faq');
  const first = page.getByRole('button', { name: 'Is it really free to use RegMatch?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Is it really free to use RegMatch?' })).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(scripts.filter((s) => APP_ENTRY.test(s))).toEqual([]);
  await screenshotsAtBothWidths(page, 'faq');
});

test('a link from a content page into the app loads the app, which then responds', async ({ page }) => {
  const scripts = scriptRequests(page);
  await gotoInteractive(page, '/');
  expect(scripts.filter((s) => APP_ENTRY.test(s))).toEqual([]);
  await screenshotsAtBothWidths(page, 'home');
  await page.getByRole('link', { name: 'Start Free Matching' }).click();
  await expect(page).toHaveURL(/\/matching$/);
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
  expect(scripts.filter((s) => APP_ENTRY.test(s))).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Before we start' })).toBeVisible();
});

test('on a guide the language picker works by keyboard and remembers the choice', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoInteractive(page, '/guides/divorce');
  const picker = page.getByRole('combobox', { name: 'Language' });
  await expect(picker).toBeVisible();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: test.info().outputPath('guide-picker-375.png'), fullPage: false });
  await picker.focus();
  await picker.selectOption('zu'); // what a keyboard choice in a native select fires: one change
  await expect(page).toHaveURL(/\/zu\/matching$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  expect(await page.evaluate(() => localStorage.getItem('regmatch.locale'))).toBe('zu');
  // The wizard is an app page: the app starts once the page has painted, then takes it over.
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
  expect(scripts.filter((s) => APP_ENTRY.test(s))).toHaveLength(1);
});

test.describe('a browser that prefers Afrikaans, on a content page', () => {
  test.use({ locale: 'af-ZA' });

  test('is offered Afrikaans, never redirected; no thanks is remembered', async ({ page }) => {
    await recordShiftsAround(page, '[data-locale-offer]');
    await gotoInteractive(page, '/guides/divorce');
    const offer = page.getByRole('region', { name: 'Afrikaans' });
    await expect(offer.getByText('Wil jy hierdie webwerf in Afrikaans gebruik?')).toBeVisible();
    await expect(page).toHaveURL(/\/guides\/divorce$/);
    // Decided once the page is live, the offer moves nothing already on screen: it sits at the
    // window's bottom, and the page's end scrolls clear of it.
    expect(await shiftsOnceShown(page)).toEqual([]);
    await expectOfferClearOfThePage(page, offer);
    await offer.getByRole('button', { name: 'No thanks' }).press('Enter');
    await expect(offer).toHaveCount(0);
    await gotoInteractive(page, '/about');
    await expect(page.getByRole('region', { name: 'Afrikaans' })).toHaveCount(0);
  });

  test('accepting the offer opens the Afrikaans page and remembers it', async ({ page }) => {
    await gotoInteractive(page, '/guides/divorce');
    await page.getByRole('button', { name: 'Ja, skakel oor' }).click();
    await expect(page).toHaveURL(/\/af\/matching$/);
    expect(await page.evaluate(() => localStorage.getItem('regmatch.locale'))).toBe('af');
  });
});

test('the home page in isiZulu, Afrikaans and Sepedi: no app, its language, Start Matching in it', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  const scripts = scriptRequests(page);
  for (const [code, start] of [
    ['zu', 'Qala Ukuxhunyaniswa Mahhala'],
    ['af', 'Begin Gratis Verbinding'],
    ['nso', 'Thoma go Kopanywa Mahala'],
  ] as const) {
    await gotoInteractive(page, `/${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('combobox', { name: /Ulimi|Taal|Polelo/ })).toHaveValue(code);
    await expect(page.getByRole('link', { name: start })).toHaveAttribute('href', `/${code}/matching`);
    await screenshotsAtBothWidths(page, `home-${code}`);
  }
  expect(scripts.filter((s) => APP_ENTRY.test(s))).toEqual([]);
  expect(errors).toEqual([]);
});
