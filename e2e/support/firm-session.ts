import { expect, type Page } from '@playwright/test';

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
}

export const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name, exact: true });
