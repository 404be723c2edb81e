import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { renderMail } from '../functions/src/mail/templates';
import { adminDb } from './support/admin';
import { createTestFirm, E2E_PASSWORD, writeFirmDocuments } from './support/firm-accounts';
import { signInAsFirm } from './support/firm-session';

test('the correspondent finder finds seeded correspondents, exact matches first', async ({ page }) => {
  await page.goto('/correspondent-matching');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('Magistrates Court')).toBeChecked();
  await page.getByLabel('High Court').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Correspondents' })).toBeDisabled();
  await page.getByLabel('Where is the court?').fill('   ');
  await expect(page.getByRole('button', { name: 'View Correspondents' })).toBeDisabled();
  await page.getByRole('button', { name: 'Johannesburg' }).click();
  await page.getByRole('button', { name: 'View Correspondents' }).click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  const results = page.getByRole('list', { name: 'Correspondent firms' });
  // The demo premium firms in Johannesburg are High Court correspondents.
  await expect(results.getByRole('heading', { name: 'Khumalo Legal Inc.' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Van der Merwe Attorneys' })).toBeVisible();
  const badges = await results.getByRole('listitem').locator('span').allTextContents();
  const levels = badges.filter((b) => ['Exact match', 'Same province', 'Nearby'].includes(b));
  expect(levels[0]).toBe('Exact match');
  const firstOther = levels.findIndex((l) => l !== 'Exact match');
  if (firstOther >= 0) expect(levels.slice(firstOther)).not.toContain('Exact match');
});

test('a place nobody serves says No Firms Found', async ({ page }) => {
  await page.goto('/correspondent-matching');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Where is the court?').fill('Atlantis');
  await page.getByRole('button', { name: 'View Correspondents' }).click();
  await expect(page.getByText('No Firms Found')).toBeVisible();
});

test('a signed-in firm sends a correspondent request and the other firm receives the email', async ({ page }) => {
  test.setTimeout(120_000);
  const sender = await createTestFirm('premium', 'corr-sender');
  const suffix = randomUUID().slice(0, 8);
  const recipientEmail = `private-${suffix}@e2e-firms.example.co.za`;
  const recipientName = `E2E Correspondent ${suffix} Inc`;
  // The finder reads 50 firms a page in id order; a leading '0' puts this firm on the first page.
  await writeFirmDocuments(`0e2e-corr-${suffix}`, {
    plan: 'premium',
    firm: { firmName: recipientName, primaryCity: 'Johannesburg', isCorrespondent: true, correspondentCourts: ['High'] },
    account: { email: recipientEmail },
  });

  // Signed out, the card says how to reach the firm.
  await page.goto('/correspondent-matching');
  await findHighCourtInJohannesburg(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: recipientName }) });
  await expect(card.getByRole('link', { name: 'Sign in as a firm' })).toBeVisible();

  await signInAsFirm(page, sender.email, E2E_PASSWORD);
  await page.goto('/correspondent-matching');
  await findHighCourtInJohannesburg(page);
  await card.getByRole('button', { name: `Send correspondent request to ${recipientName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Correspondent request to ${recipientName}` });
  await dialog
    .getByLabel('Your message')
    .fill('We need a correspondent for a hearing on 4 December in the South Gauteng High Court.');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('correspondent-request-375.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText('Your request has been emailed to the firm.')).toBeVisible({ timeout: 30_000 });
  // The sender's page never shows the recipient's private address.
  await expect(page.getByText(recipientEmail)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('correspondent-sent-1280.png'), fullPage: true });

  // The email to the recipient's account address, rendered by the real template.
  await expect.poll(async () => (await adminDb.collection('mail').where('to', '==', recipientEmail).get()).size).toBe(1);
  const mail = (await adminDb.collection('mail').where('to', '==', recipientEmail).get()).docs[0]!;
  const rendered = renderMail('correspondent-request', mail.get('data'));
  expect(rendered.subject).toContain(`Correspondent request from ${sender.firmName}`);
  expect(rendered.text).toContain('Thandi Ndlovu');
  expect(rendered.text).toContain(sender.email);
  expect(rendered.replyTo).toBe(sender.email);
});

async function findHighCourtInJohannesburg(page: Page) {
  await page.getByLabel('High Court').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Johannesburg' }).click();
  await page.getByRole('button', { name: 'View Correspondents' }).click();
  await expect(page.getByRole('list', { name: 'Correspondent firms' })).toBeVisible();
}
