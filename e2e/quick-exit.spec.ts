import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/lib/static-site.mjs';
import { FULL_BROWSER_LAUNCH } from './playwright.config';
import { gotoInteractive } from './support/navigation';
import { keepScreenshot } from './support/screens';

const NEUTRAL = /^https:\/\/www\.google\.com\/search\?q=weather$/;

/**
 * Back from the neutral site is what an abuser checking the phone would press. Browsers keep the
 * page left in their back/forward cache and show it again exactly as it was; Playwright turns that
 * cache off by default, which would hide the very case that matters here, so this file runs with
 * it on, as a person's browser does, in the full browser rather than the headless shell the other
 * journeys use.
 */
test.use({
  launchOptions: {
    ...FULL_BROWSER_LAUNCH,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** The quick exit's neutral site, answered here so no journey needs the internet. */
async function fakeNeutralSite(page: Page) {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>weather - Search</title><p>Sunny, 24°C</p>' }),
  );
}

test('quick exit on the wizard: the page is replaced by a neutral site, and Back shows nothing that was typed', async ({
  page,
}) => {
  await fakeNeutralSite(page);
  await gotoInteractive(page, '/matching');
  await page.getByLabel(/I accept the Terms/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Each step is its own history entry (?step= is the step number shown, "Step 2 of 5"), there
  // the moment the step shows: nothing waits for it before answering.
  const individual = page.getByRole('button', { name: /An individual/ });
  await expect(individual).toBeVisible();
  await expect(page).toHaveURL(/\/matching\?step=2$/);
  await individual.click();
  await page.getByLabel('First name').fill('Lerato');
  await expect(page).toHaveURL(/\/matching\?step=3$/);
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: 'Quick exit' }).click();
  await page.waitForURL(NEUTRAL);
  // Replaced, not added: the wizard's page is no longer an entry of its own.
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // Back lands on the entry before (step 2). With the drafts wiped, the wizard starts over at its
  // first step, nothing filled in. (Measured here: Chromium keeps no cached copy of a page that
  // left through location.replace; for browsers that do, the page hides itself before leaving and
  // a restored copy reloads, which quick-exit.test.tsx covers.)
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/matching$/);
  await expect(page.getByLabel(/I accept the Terms/)).not.toBeChecked();
  expect(
    await page.evaluate(() => Array.from(document.querySelectorAll('input')).some((input) => input.value === 'Lerato')),
  ).toBe(false);
  // The wizard keeps a fresh draft of its empty first step; nothing of what was typed is in the tab.
  expect(await page.evaluate(() => Object.values(sessionStorage).filter((value) => value.includes('Lerato')))).toEqual([]);
  await page.goForward({ waitUntil: 'commit' });
  await expect(page).toHaveURL(NEUTRAL);
});

test('quick exit on the protection-order page: Escape twice leaves, and Back skips the page', async ({ page }) => {
  await fakeNeutralSite(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoInteractive(page, '/faq-blog');
  await gotoInteractive(page, '/faq/domestic-violence-protection-orders');
  await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
  await keepScreenshot(page, { path: test.info().outputPath('protection-order-375.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.waitForURL(NEUTRAL);
  // A page shown again from the back/forward cache fires no load event: wait for the commit.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/faq-blog$/);
});
