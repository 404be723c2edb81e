import { expect, test, type Page } from '@playwright/test';
import { adminAuth, adminDb } from './support/admin';
import { confirmFromEmail } from './support/confirm-email';
import { trackConsoleErrors } from './support/console';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

async function shot(page: Page, name: string) {
  await expectNoSidewaysScroll(page, name);
  await keepScreenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('registration at 375 px: errors clear as fields are fixed, hours default to weekdays, a reload keeps every answer but the password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = trackConsoleErrors(page);
  const id = `${Date.now()}${test.info().workerIndex}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/firm-setup');

  await stepHeading(page, 'Legal Terms');
  await shot(page, 'step-01-legal-terms');
  await page.getByLabel(/I accept the Terms and Conditions/).check();
  await next(page);

  await stepHeading(page, 'Basic Information');
  await expect(page.getByLabel('Contact email')).toHaveCount(0);
  await next(page);
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await shot(page, 'step-02-basic-information-errors');
  // Each message goes as soon as its field is filled in; the others stay until theirs are.
  await page.getByLabel('LPC number').fill('LPC77665544');
  await expect(page.getByLabel('LPC number')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Contact person')).toHaveAttribute('aria-invalid', 'true');
  // A taken name: the form's own message goes, and the name check's message is no longer hidden.
  await page.getByLabel('Firm name').fill('Khumalo Legal Inc.');
  await expect(page.getByText('A firm with this name is already registered')).toBeVisible();
  await page.getByLabel('Firm name').fill(`Draft ${id} Attorneys`);
  await page.getByLabel('Contact person').fill('Thandi Mokoena');
  await page.getByLabel('Phone').fill('+27 11 555 0144');
  await page.getByLabel('Physical address').fill('12 Fox Street, Johannesburg');
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await next(page);

  await stepHeading(page, 'Practice Areas');
  await page.getByText('Family Matters', { exact: true }).click();
  await page.getByLabel('All of Family Matters').check();
  await shot(page, 'step-03-practice-areas');
  await next(page);
  await stepHeading(page, 'Business Services');
  await shot(page, 'step-04-business-services');
  await next(page);
  await stepHeading(page, 'Languages');
  await page.getByLabel('English').check();
  await shot(page, 'step-05-languages');
  await next(page);
  await stepHeading(page, 'Service Details');
  await page.getByLabel('In-Person').check();
  await page.getByLabel('Consultation fee (R)').fill('800');
  await page.getByLabel(/^Standard/).check();
  await shot(page, 'step-06-service-details');
  await next(page);
  await stepHeading(page, 'Location');
  await page.getByLabel('Province').selectOption('Gauteng');
  await page.getByLabel('Primary city').fill('Johannesburg');
  await shot(page, 'step-07-location');
  await next(page);

  await stepHeading(page, 'Team Information');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(page.getByLabel(`${day} Open`)).toHaveValue('09:00');
    await expect(page.getByLabel(`${day} Unavailable`)).not.toBeChecked();
  }
  await expect(page.getByLabel('Saturday Unavailable')).toBeChecked();
  await expect(page.getByLabel('Sunday Unavailable')).toBeChecked();
  await page.getByLabel('Team size').selectOption('1-5');
  await page.getByLabel('Firm description').fill('A Johannesburg family practice.');
  await shot(page, 'step-08-team');
  await next(page);

  await stepHeading(page, 'Account Setup');
  await page.getByLabel('Email').fill(`owner@draft-${id}.co.za`);
  await page.getByLabel('Password', { exact: true }).fill('draft-pass-123');
  await page.getByLabel('Confirm password').fill('draft-pass-123');
  await shot(page, 'step-09-account');

  // A reload: the step and every answer are back, the password is not (nor anywhere in storage).
  await page.reload();
  await stepHeading(page, 'Account Setup');
  await expect(page.getByLabel('Email')).toHaveValue(`owner@draft-${id}.co.za`);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).not.toContain('draft-pass-123');
  await page.getByRole('button', { name: 'Back' }).click();
  await stepHeading(page, 'Team Information');
  await expect(page.getByLabel('Firm description')).toHaveValue('A Johannesburg family practice.');
  await next(page);
  await page.getByLabel('Password', { exact: true }).fill('draft-pass-123');
  await page.getByLabel('Confirm password').fill('draft-pass-124');
  await next(page);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('draft-pass-123');
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  await next(page);

  await stepHeading(page, 'Plan Selection');
  await shot(page, 'step-10-plan');
  // 'R 199' stays on one line on the plan card, in the price and in the free-month line.
  for (const text of ['R 199', 'R 199/month']) {
    const price = page.getByText(text, { exact: true }).first();
    const box = (await price.boundingBox())!;
    const lineHeight = await price.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box.height, `${text} on one line`).toBeLessThan(lineHeight * 1.5);
  }
  expect(errors).toEqual([]);
});

test('a paid plan chosen at registration: after PayFast the firm lands on the premium welcome page', async ({ page }) => {
  test.setTimeout(240_000);
  const id = `${Date.now()}${test.info().workerIndex}`;
  const email = `owner@paid-${id}.co.za`;
  await page.goto('/firm-setup');
  await page.getByLabel(/I accept the Terms and Conditions/).check();
  await next(page);
  await page.getByLabel('Firm name').fill(`Paid ${id} Attorneys`);
  await page.getByLabel('LPC number').fill('LPC12121212');
  await page.getByLabel('Contact person').fill('Sipho Dube');
  await page.getByLabel('Phone').fill('+27 11 555 0177');
  await page.getByLabel('Physical address').fill('3 Bree Street, Johannesburg');
  await expect(page.getByText('Name available')).toBeVisible(); // the 500 ms check has answered
  await next(page);
  await page.getByText('Family Matters', { exact: true }).click();
  await page.getByLabel('All of Family Matters').check();
  await next(page);
  await next(page);
  await page.getByLabel('English').check();
  await next(page);
  await page.getByLabel('In-Person').check();
  await page.getByLabel('Consultation fee (R)').fill('800');
  await page.getByLabel(/^Standard/).check();
  await next(page);
  await page.getByLabel('Province').selectOption('Gauteng');
  await page.getByLabel('Primary city').fill('Johannesburg');
  await next(page);
  await page.getByLabel('Team size').selectOption('1-5');
  await page.getByLabel('Firm description').fill('A Johannesburg family practice.');
  await next(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('paid-pass-123');
  await page.getByLabel('Confirm password').fill('paid-pass-123');
  await expect(page.getByText('Email domain accepted')).toBeVisible(); // the 500 ms check has answered
  await next(page);
  await stepHeading(page, 'Plan Selection');
  await page.getByText('Premium', { exact: true }).first().click();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({ timeout: 60_000 });

  // The emailed link confirms the address and signs in; the chosen plan goes on to PayFast from there.
  await confirmFromEmail(page, email);
  // Confirmation, checkout and the simulator are cold function starts on a busy machine.
  await page.waitForURL(/\/dev\/payfast-simulator\?session=/, { timeout: 90_000 });
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await page.waitForURL(/\/premium-welcome$/, { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  const firmId = (await adminAuth.getUserByEmail(email)).customClaims?.firmId as string;
  expect((await adminDb.doc(`firms/${firmId}`).get()).get('packageType')).toBe('premium');
  // The registration's draft is gone once the firm exists.
  expect(await page.evaluate(() => sessionStorage.getItem('regmatch.draft.firm-registration'))).toBeNull();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'premium-welcome-375');
});
