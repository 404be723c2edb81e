import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_FIRMS = {
  free: 'free.firm@demo.regmatch.test',
  premium: 'premium.firm@demo.regmatch.test',
  premium_plus: 'premiumplus.firm@demo.regmatch.test',
} as const;

/** Signs in through the /for-firms modal, the way a firm does, and waits for the dashboard. */
export async function signInAsFirm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/for-firms');
  await page.getByRole('button', { name: 'Firm Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Firm Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/firm-dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  // The header follows the sign-in that finished on this page: the way back, not "Join as a Firm".
  // Below the md breakpoint both sit in the closed mobile menu, so hidden links count too.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard', includeHidden: true }).first()).toHaveAttribute(
    'href',
    '/firm-dashboard',
  );
  await expect(header.getByRole('link', { name: 'Join as a Firm', includeHidden: true })).toHaveCount(0);
}

/** A new browser context signed in as a firm (its own session, beside the client's), on its dashboard. */
export async function signedInFirmPage(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsFirm(page, email, password);
  return page;
}

export const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name, exact: true });
