import { expect, test } from '@playwright/test';
import { adminAuth, adminDb } from './support/admin';
import { DEMO_FIRMS, DEMO_PASSWORD, signInAsFirm } from './support/firm-session';

test('a firm signs in from /for-firms, lastLogin is stamped, and Logout goes home', async ({ page }) => {
  const user = await adminAuth.getUserByEmail(DEMO_FIRMS.premium_plus);
  await signInAsFirm(page, DEMO_FIRMS.premium_plus);
  await expect(page.getByRole('heading', { name: 'Khumalo Legal Inc.' })).toBeVisible();
  await expect.poll(async () => (await adminDb.doc(`users/${user.uid}`).get()).get('lastLogin')).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/firm-dashboard');
  await expect(page).toHaveURL(/\/firm-login$/);
});

test('wrong credentials say Invalid email or password', async ({ page }) => {
  await page.goto('/for-firms');
  await page.getByRole('button', { name: 'Firm Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Firm Sign In' });
  await dialog.getByLabel('Email').fill(DEMO_FIRMS.premium);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Invalid email or password')).toBeVisible();
});

test('/firm-login signs in and goes to the dashboard', async ({ page }) => {
  await page.goto('/firm-login');
  await page.getByLabel('Email').fill(DEMO_FIRMS.free);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/firm-dashboard$/);
});

test('a signed-out firm following a dashboard link (as in the lead email) lands on that tab after signing in', async ({
  page,
}) => {
  await page.goto('/firm-dashboard?tab=leads');
  await expect(page).toHaveURL(/\/firm-login$/);
  await page.getByLabel('Email').fill(DEMO_FIRMS.premium);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/firm-dashboard\?tab=leads$/);
  await expect(page.getByRole('button', { name: /^Leads/ }).first()).toHaveAttribute('aria-current', 'page');
});

test('the promotional banner can be dismissed', async ({ page }) => {
  await page.goto('/for-firms');
  await page.getByRole('button', { name: 'Dismiss promotion' }).click();
  await expect(page.getByRole('button', { name: 'Dismiss promotion' })).toBeHidden();
});

test('a forgotten password is reset through the emailed link, and the new password works', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `reset-${Date.now()}-${test.info().workerIndex}@example.co.za`;
  await adminAuth.createUser({ email, password: 'old-password-1' });

  await page.goto('/for-firms');
  await page.getByRole('button', { name: 'Firm Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Firm Sign In' });
  await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click();
  // The first call of a function in the emulator starts its worker, which on a busy machine is slow.
  await expect(dialog.getByText('Password reset instructions have been sent to your email.')).toBeVisible({ timeout: 30_000 });

  const mailFor = async () => (await adminDb.collection('mail').where('to', '==', email).get()).docs[0]?.data();
  await expect.poll(mailFor).toBeTruthy();
  const mail = (await mailFor())!;
  expect(mail.template).toBe('password-reset');
  const link = new URL(mail.data.resetLink as string);
  expect(link.pathname).toBe('/reset-password-confirm');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/for-firms$/);
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await expect(page.getByText('Your password has been reset.')).toBeHidden({ timeout: 8000 });

  // The link is single-use, and the new password signs in.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Login' }).click();
  await expect(page).toHaveURL(/\/for-firms$/);
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'brand-new-pass-1', returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
});

test('a reset page without a code says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password-confirm');
  await expect(page.getByText('Invalid password reset link')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/for-firms');
});
