import type { Page } from '@playwright/test';

/**
 * Waits until React (or a prerendered page's islands) has taken the page over. Prerendered pages
 * are visible before their handlers are attached, so a click or key pressed too early reaches a
 * lifeless button: a wizard's Continue that shows no error, a menu button that opens nothing.
 */
export async function waitUntilInteractive(page: Page) {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}

/** Opens a page and waits until it is interactive (above). */
export async function gotoInteractive(page: Page, url: string) {
  await page.goto(url);
  await waitUntilInteractive(page);
}
