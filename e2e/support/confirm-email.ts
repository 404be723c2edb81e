import { expect, type Page } from '@playwright/test';
import { MAIL_WAIT, waitForEmail } from './mail';
import { CALL_TIMEOUT } from './wizard';

/**
 * A new firm's next step after the wizard: the "confirm your email" message from the mail catcher,
 * its link opened in the browser and the page's button pressed (the link alone decides nothing).
 * Confirming signs the browser in; what follows (dashboard or PayFast) is the caller's to check.
 */
export async function confirmFromEmail(page: Page, email: string): Promise<void> {
  const mail = await waitForEmail(email, /Confirm your email/, MAIL_WAIT);
  const link = /Confirm my email: (\S+)/.exec(mail.text)?.[1];
  expect(link).toMatch(/\/for-firms\/confirm\?token=[A-Za-z0-9_-]{43}$/);
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole('button', { name: 'Confirm my email' }).click({ timeout: CALL_TIMEOUT });
}
