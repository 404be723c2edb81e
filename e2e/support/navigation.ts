import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has taken it over. Prerendered pages are visible before
 * their handlers are attached, so a key pressed too early would reach a lifeless button.
 */
export async function gotoInteractive(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}
