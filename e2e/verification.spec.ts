import { expect, test, type Page } from '@playwright/test';
import { createFirm, uniqueTag } from './matching-fixtures';
import { adminDb } from './support/admin';
import { trackConsoleErrors } from './support/console';
import { registerFirmByCallable, registrationInput } from './support/register-firm';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';

test.describe.configure({ timeout: 240_000 });

const OPERATOR = { email: 'operator@demo.regmatch.test', password: 'demo-password-2026' };
const SHOTS = process.env.E2E_SHOTS_DIR;

async function signInAsOperator(page: Page) {
  await page.goto('/admin-control');
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Control Panel' })).toBeVisible({ timeout: CALL_TIMEOUT });
}

/** A test firm's LPC number: digits of its own (the free month is keyed by them), read back on the queue. */
const lpcNumberOf = (tag: string) => `LPC${[...tag].map((c) => c.charCodeAt(0) % 10).join('')}${tag.length}`;

/** Registers a firm through the registerFirm callable, as the wizard's last step does. */
async function registerFirm(tag: string, town: string, firmName: string): Promise<string> {
  const data = registrationInput(tag, {
    firmName,
    lpcNumber: lpcNumberOf(tag),
    phone: '+27 15 555 0101',
    address: '1 Church Street, Limpopo',
    province: 'Limpopo',
    primaryCity: town,
    email: `${tag}@verify-${tag}.test`,
  });
  await registerFirmByCallable(data);
  // The answer names no firm (it is the same for every address): the operator finds it by its login.
  const users = await adminDb.collection('users').where('email', '==', data.email).get();
  return users.docs[0]!.get('firmId') as string;
}

test('a newly registered firm is invisible to matching until the operator approves it, then is found', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  const tag = uniqueTag();
  const town = `Verifyville${tag}`;
  const firmName = `Newcomer ${tag} Attorneys`;
  const firmId = await registerFirm(tag, town, firmName);

  // A client in the firm's own town: the pending firm is not among the matches.
  await completePersonWizard(page, { email: `before-${tag}@example.co.za`, city: town });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: firmName })).toHaveCount(0);

  // The operator finds it in the queue, checks the roll and approves.
  await signInAsOperator(page);
  const queue = page.getByRole('list', { name: 'Firms waiting for verification' });
  const entry = queue.getByRole('article', { name: firmName });
  await expect(entry).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(entry.getByText(lpcNumberOf(tag), { exact: true })).toBeVisible();
  // Registered through the callable and never confirmed: the queue says so.
  await expect(entry.getByText('Email not confirmed yet.')).toBeVisible();
  await expect(entry.getByRole('link', { name: /Check the LPC roll/ })).toHaveAttribute('href', 'https://lpc.org.za/');
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await entry.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `${SHOTS}/verification-queue-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  const approve = entry.getByRole('form', { name: `Approve ${firmName}` });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByText('Please confirm that you found the firm on the LPC roll')).toBeVisible();
  await approve.getByLabel(`I found ${lpcNumberOf(tag)} on the LPC roll`).check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${firmName}: Firm verified`)).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(queue.getByRole('article', { name: firmName })).toHaveCount(0);
  const audit = await adminDb.collection('auditLog').where('firmId', '==', firmId).get();
  expect(audit.docs.map((d) => d.data())).toEqual([
    expect.objectContaining({ field: 'verification', before: 'pending', after: 'verified', checks: ['lpc-roll'] }),
  ]);

  // Now the same search finds it, with a badge that says what was checked.
  await completePersonWizard(page, { email: `after-${tag}@example.co.za`, city: town });
  const card = page.getByRole('article', { name: firmName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Verified: on the Legal Practice Council roll')).toBeVisible();
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, { path: `${SHOTS}/verified-card-${width}.png` });
    }
  }
  expect(errors).toEqual([]);
});

test('a suspended firm disappears from results and featured lists', async ({ page }) => {
  const tag = uniqueTag();
  const town = `Suspendton${tag}`;
  const firmName = `Suspended ${tag} Legal`;
  await createFirm(`${tag}-susp`, {
    firmName,
    province: 'Northern Cape',
    primaryServiceArea: 'Northern Cape',
    primaryCity: town,
    cities: [town],
    practiceAreas: ['uncontested-divorce'],
    isFeatured: true,
    rating: 4.97,
  });

  await page.goto('/featured-firms/northern-cape');
  await expect(page.getByRole('article', { name: firmName })).toBeVisible({ timeout: CALL_TIMEOUT });
  await completePersonWizard(page, { email: `before-${tag}@example.co.za`, city: town, province: 'Northern Cape' });
  await expect(page.getByRole('article', { name: firmName })).toBeVisible();

  await signInAsOperator(page);
  await page.getByLabel('Search firms').fill(firmName);
  await page.getByLabel('Search firms').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(firmName) });
  await expect(row).toHaveCount(1, { timeout: CALL_TIMEOUT });
  await row.getByRole('button', { name: `Suspend ${firmName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${firmName}` });
  await dialog.getByLabel('Reason for suspending').fill('The LPC suspended the practitioner pending an inquiry');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(`${firmName}: Firm suspended`)).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  await page.goto('/featured-firms/northern-cape');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Law Firms in Northern Cape' })).toBeVisible();
  await expect(page.getByRole('article').or(page.getByText('No featured firms found in this province')).first()).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await expect(page.getByRole('article', { name: firmName })).toHaveCount(0);
  await completePersonWizard(page, { email: `after-${tag}@example.co.za`, city: town, province: 'Northern Cape' });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: firmName })).toHaveCount(0);
});
