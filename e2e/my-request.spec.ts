import { expect, test } from '@playwright/test';
import { MY_REQUEST_MESSAGES } from '../src/domain/leads/my-request';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { uniqueTag } from './matching-fixtures';
import { createTestFirm, divorceFirmIn, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

test.describe.configure({ timeout: 240_000 });

test('a client withdraws a request from the link in their email, and the firm’s dashboard shows it withdrawn', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const city = `Withdrawdorp${tag}`;
  const firm = await createTestFirm('premium', 'withdraw', divorceFirmIn(city));
  const client = `withdraw-${tag}@example.co.za`;

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await completePersonWizard(clientPage, { email: client, city });

  // The confirmation email carries the request's own page.
  const email = await waitForEmail(client, new RegExp(`Your request was sent to ${firm.firmName}`), MAIL_WAIT);
  await clientPage.setContent(email.html);
  const href = await clientPage.getByRole('link', { name: 'Your request: view, withdraw or erase' }).getAttribute('href');
  expect(href).toMatch(/\/my-request\?token=[A-Za-z0-9_-]{43}$/);

  await clientPage.goto(href!);
  await expect(clientPage.getByText('Waiting for the firm to contact you')).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(clientPage.getByText(firm.firmName, { exact: true })).toBeVisible();
  await expect(clientPage.getByText('Uncontested Divorce')).toBeVisible();
  const shots = test.info().outputPath();
  await clientPage.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(clientPage);
  await keepScreenshot(clientPage, { path: `${shots}/my-request-375.png`, fullPage: true });
  await clientPage.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(clientPage, { path: `${shots}/my-request-1280.png`, fullPage: true });

  // Opening the link decided nothing; withdrawing asks once more.
  await clientPage.getByRole('button', { name: 'Withdraw request' }).click();
  // The confirmation: a danger button that acts, beside a plain button that goes back.
  const confirm = clientPage.getByRole('button', { name: 'Yes, withdraw it' });
  await expect(confirm).toHaveClass(/bg-red-700/);
  await expect(clientPage.getByRole('button', { name: 'Keep it' })).toHaveClass(/border-slate-300/);
  await confirm.scrollIntoViewIfNeeded();
  await keepScreenshot(clientPage, { path: `${shots}/withdraw-confirm-1280.png`, fullPage: true });
  await clientPage.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(clientPage);
  await keepScreenshot(clientPage, { path: `${shots}/withdraw-confirm-375.png`, fullPage: true });
  await clientPage.setViewportSize({ width: 1280, height: 800 });
  await clientPage.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await clientPage.getByRole('button', { name: 'Withdraw request' }).click();
  await confirm.click();
  await expect(clientPage.getByText(MY_REQUEST_MESSAGES.withdrawn)).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(clientPage.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);

  // The firm's lead list says so, and offers no status change.
  const firmContext = await browser.newContext();
  const firmPage = await firmContext.newPage();
  await signInAsFirm(firmPage, firm.email, E2E_PASSWORD);
  await tab(firmPage, 'Leads').click();
  await expect(firmPage.getByText('The client withdrew this request.').first()).toBeVisible({ timeout: CALL_TIMEOUT });
  // The row's state pill (the filter's hidden <option> carries the same word).
  await expect(firmPage.locator('span', { hasText: /^Withdrawn$/ }).first()).toBeVisible();
  await expect(firmPage.getByText('Status can no longer be changed.').first()).toBeVisible();
  await keepScreenshot(firmPage, { path: `${shots}/dashboard-withdrawn-1280.png`, fullPage: true });

  // The client erases everything; the same link, opened later, says the request was deleted.
  await clientPage.getByRole('button', { name: 'Erase my information' }).click();
  await clientPage.getByRole('button', { name: 'Yes, erase everything' }).click();
  await expect(clientPage.getByText(MY_REQUEST_MESSAGES.erased)).toBeVisible({ timeout: CALL_TIMEOUT });
  await clientPage.goto(href!);
  await expect(clientPage.getByText(MY_REQUEST_MESSAGES.erasedLink)).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(clientPage.getByText(/latest email/)).toHaveCount(0);
  await keepScreenshot(clientPage, { path: `${shots}/my-request-erased-1280.png`, fullPage: true });
  await clientPage.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(clientPage);
  await keepScreenshot(clientPage, { path: `${shots}/my-request-erased-375.png`, fullPage: true });
  await clientPage.getByRole('link', { name: 'Start a new request' }).click();
  await expect(clientPage).toHaveURL(/\/matching$/);
  await Promise.all([clientContext.close(), firmContext.close()]);
});
