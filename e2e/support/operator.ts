import type { Page } from '@playwright/test';

/** The demo operator (scripts/lib/demo-users.mjs), as the journeys sign in with it. */
const OPERATOR = { email: 'operator@demo.regmatch.test', password: 'demo-password-2026' };

/** Signs the page in to the Control Panel as the demo operator, through the sign-in form. */
export async function signInAsOperator(page: Page) {
  await page.goto('/admin-control');
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
