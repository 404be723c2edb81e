import { expect, test } from '@playwright/test';
import { CLOSE_ACCOUNT_MESSAGES } from '../src/domain/firms/account';
import { uniqueTag } from './matching-fixtures';
import { adminAuth, adminDb } from './support/admin';
import { trackConsoleErrors } from './support/console';
import { registerFirmByCallable, registrationInput } from './support/register-firm';
import { CALL_TIMEOUT } from './support/wizard';
import { keepScreenshot } from './support/screens';

test.describe.configure({ timeout: 240_000 });

/** A new firm through the real registerFirm callable; answers its login address. */
async function registerFirm(tag: string): Promise<string> {
  const data = registrationInput(tag, {
    firmName: `Closing ${tag} Attorneys`,
    contactPerson: 'Sipho Dube',
    phone: '+27 11 555 0199',
    address: '9 Main Street, Johannesburg',
    description: 'A firm about to close.',
    email: `${tag}@closing-${tag}.test`,
  });
  await registerFirmByCallable(data);
  return data.email;
}

test('a firm closes its account from the dashboard and lands on the home page signed out', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await registerFirm(uniqueTag());
  // The confirmation link as the email carries it (queued mail document), opened in the browser.
  const mail = await adminDb.collection('mail').where('to', '==', email).get();
  const link = mail.docs.find((d) => d.get('template') === 'firm-email-confirmation')!.get('data.confirmUrl') as string;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  // The confirmation is this session's first call of confirmFirmEmail: a cold start on a busy machine.
  await expect(page).toHaveURL(/\/firm-dashboard$/, { timeout: 90_000 });
  const firmId = (await adminAuth.getUserByEmail(email)).customClaims?.firmId as string;

  await page.goto('/firm-dashboard?tab=subscription');
  const form = page.getByRole('form', { name: CLOSE_ACCOUNT_MESSAGES.title });
  await expect(page.getByText(CLOSE_ACCOUNT_MESSAGES.kept)).toBeVisible({ timeout: CALL_TIMEOUT });
  await form.getByRole('button', { name: CLOSE_ACCOUNT_MESSAGES.button }).click();
  await expect(form.getByText(CLOSE_ACCOUNT_MESSAGES.mismatch)).toBeVisible();
  if (process.env.E2E_SHOTS_DIR) {
    await keepScreenshot(page, { path: `${process.env.E2E_SHOTS_DIR}/close-account-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(page, { path: `${process.env.E2E_SHOTS_DIR}/close-account-375.png`, fullPage: true });
  }
  await form.getByLabel(CLOSE_ACCOUNT_MESSAGES.typeToConfirm).fill('CLOSE');
  await form.getByRole('button', { name: CLOSE_ACCOUNT_MESSAGES.button }).click();

  await expect(page).toHaveURL(/\/$/, { timeout: CALL_TIMEOUT });
  await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  expect((await adminDb.doc(`firms/${firmId}`).get()).exists).toBe(false);
  // Signed out: the dashboard sends the visitor to sign in.
  await page.goto('/firm-dashboard');
  await expect(page).toHaveURL(/\/firm-login$/, { timeout: CALL_TIMEOUT });
  expect(errors).toEqual([]);
});
