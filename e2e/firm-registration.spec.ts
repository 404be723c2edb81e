import { expect, test, type Page } from '@playwright/test';
import { adminAuth, adminDb } from './support/admin';
import { FIRM_ACCOUNT_MESSAGES } from '../src/domain/firms/account';
import { confirmFromEmail } from './support/confirm-email';
import { trackConsoleErrors } from './support/console';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

/** Review screenshots at 1280 and 375 px when E2E_SHOTS_DIR is set; the viewport is put back after. */
async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

test('a firm registers on the free plan end to end, confirms its address from the email and lands on its dashboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = trackConsoleErrors(page);
  const id = `${Date.now()}${test.info().workerIndex}`;
  const firmName = `Journey ${id} Attorneys`;
  const email = `owner@journey-${id}.co.za`;
  await page.goto('/firm-setup');

  await stepHeading(page, 'Legal Terms');
  await page.getByLabel(/I accept the Terms and Conditions/).check();
  await next(page);

  await stepHeading(page, 'Basic Information');
  await expect(page.getByText('Logo uploads are off in this local run')).toBeVisible();
  await page.getByLabel('Firm name').fill(firmName);
  await page.getByLabel('LPC number').fill('LPC99887766');
  await page.getByLabel('Contact person').fill('Naledi Khoza');
  await page.getByLabel('Phone').fill('+27 11 555 0123');
  await page.getByLabel('Physical address').fill('5 Commissioner Street, Johannesburg');
  await next(page);

  await stepHeading(page, 'Practice Areas');
  await page.getByText('Family Matters', { exact: true }).click();
  await page.getByLabel('All of Family Matters').check();
  await next(page);

  await stepHeading(page, 'Business Services');
  await next(page);

  await stepHeading(page, 'Languages');
  await page.getByLabel('English').check();
  await next(page);

  await stepHeading(page, 'Service Details');
  await page.getByLabel('In-Person').check();
  await page.getByLabel('Consultation fee (R)').fill('800');
  await expect(page.getByText(/Standard: R501 to R1500/)).toBeVisible();
  await page.getByLabel(/^Standard/).check();
  await next(page);

  await stepHeading(page, 'Location');
  await page.getByLabel('Province').selectOption('Gauteng');
  await page.getByLabel('Primary city').fill('Johannesburg');
  await page.getByLabel('Additional cities (optional)').fill('Sandton');
  await page.getByRole('button', { name: 'Add City' }).click();
  await page.getByLabel('Additional cities (optional)').fill('sandton');
  await page.getByRole('button', { name: 'Add City' }).click();
  await expect(page.getByRole('list', { name: 'Additional cities' }).getByRole('listitem')).toHaveCount(1);
  await next(page);

  await stepHeading(page, 'Team Information');
  await page.getByLabel('Team size').selectOption('1-5');
  await page.getByLabel('Firm description').fill('A Johannesburg family law practice with fixed, upfront fees.');
  await next(page);

  await stepHeading(page, 'Account Setup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('journey-pass-1');
  await page.getByLabel('Confirm password').fill('journey-pass-1');
  await expect(page.getByText('Email domain accepted')).toBeVisible(); // the 500 ms check has answered
  await next(page);

  await stepHeading(page, 'Plan Selection');
  await page.getByText('Basic', { exact: true }).click();
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  // The same answer for every address: the mailbox says what happened.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(FIRM_ACCOUNT_MESSAGES.checkEmail(email))).toBeVisible();
  await shots(page, 'check-your-email');
  // The long address wraps: the page does not scroll sideways on a phone.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(size);

  // Signing in before confirming says what to do, and offers the link again.
  await page.goto('/firm-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('journey-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(FIRM_ACCOUNT_MESSAGES.unconfirmed)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: FIRM_ACCOUNT_MESSAGES.resend }).click();
  // The resend is this session's first call of resendFirmConfirmation: a cold start on a busy machine.
  await expect(page.getByText(FIRM_ACCOUNT_MESSAGES.resent)).toBeVisible({ timeout: 90_000 });
  await shots(page, 'sign-in-unconfirmed');

  // The emailed link confirms the address and signs the firm in.
  await confirmFromEmail(page, email);
  await expect(page).toHaveURL(/\/firm-dashboard$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: firmName })).toBeVisible({ timeout: 30_000 });

  const user = await adminAuth.getUserByEmail(email);
  const firmId = user.customClaims?.firmId as string;
  const firm = (await adminDb.doc(`firms/${firmId}`).get()).data()!;
  expect(firm).toMatchObject({
    firmName,
    packageType: 'free',
    status: 'active',
    rating: 0,
    cities: ['Johannesburg', 'Sandton'],
    primaryCity: 'Johannesburg',
  });
  const account = (await adminDb.doc(`firms/${firmId}/private/account`).get()).data()!;
  expect(account).toMatchObject({ email, maxLeadsPerMonth: 2, paymentStatus: 'active', pendingPlan: null });
  expect(errors).toEqual([]);
});

test('a name another firm claims while the wizard is open sends the user back to Basic Information with the server’s reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = `${Date.now()}${test.info().workerIndex}`;
  const firmName = `Race ${id} Attorneys`;
  const email = `owner@race-${id}.co.za`;
  await page.goto('/firm-setup');
  await page.getByLabel(/I accept the Terms and Conditions/).check();
  await next(page);
  await page.getByLabel('Firm name').fill(firmName);
  await page.getByLabel('LPC number').fill('LPC55443322');
  await page.getByLabel('Contact person').fill('Sipho Ndlovu');
  await page.getByLabel('Phone').fill('+27 11 555 0199');
  await page.getByLabel('Physical address').fill('9 Market Street, Johannesburg');
  await expect(page.getByText('Name available')).toBeVisible(); // the 500 ms check has answered: the name is still free here
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
  await page.getByLabel('Firm description').fill('A Johannesburg family law practice.');
  await next(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('journey-pass-1');
  await page.getByLabel('Confirm password').fill('journey-pass-1');
  await expect(page.getByText('Email domain accepted')).toBeVisible(); // the 500 ms check has answered
  await next(page);
  await stepHeading(page, 'Plan Selection');
  await page.getByText('Basic', { exact: true }).click();

  // Another firm registers the same name now, between the wizard's check and the submit.
  await adminDb.doc(`firmNames/${firmName.toLowerCase().replace(/[^a-z0-9]/g, '')}`).set({ firmId: `other-${id}` });
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  // The real registerFirm answers firm-name-taken on field firmName: the wizard returns to that step.
  await stepHeading(page, 'Basic Information');
  await expect(page.getByText('A firm with this name is already registered', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Firm name')).toHaveAttribute('aria-invalid', 'true');
  await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
});

test('every registration validation message appears on its step', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/firm-setup');
  await next(page);
  await expect(page.getByText('You must accept the legal terms to continue')).toBeVisible();
  await page.getByLabel(/I accept the Terms and Conditions/).check();
  await next(page);

  await next(page);
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  // A name that is already claimed: the check runs 500 ms after typing stops.
  await page.getByLabel('Firm name').fill('Khumalo Legal Inc.');
  await page.getByLabel('LPC number').fill('LPC1');
  await page.getByLabel('Contact person').fill('A Person');
  await page.getByLabel('Phone').fill('+27 11 555 0000');
  await page.getByLabel('Physical address').fill('1 Street');
  await page.getByLabel('Logo image URL (optional)').fill('not a url');
  await next(page);
  await expect(page.getByText('Please provide a valid web address')).toBeVisible();
  await page.getByLabel('Logo image URL (optional)').fill('');
  await page.getByLabel('Firm name').fill(`Validation ${Date.now()} Inc`);
  await next(page);

  await next(page);
  await expect(page.getByText('Please select at least one practice area')).toBeVisible();
  await page.getByText('Family Matters', { exact: true }).click();
  await page.getByLabel('All of Family Matters').check();
  await next(page);
  await next(page); // business services are optional

  await next(page);
  await expect(page.getByText('Please select at least one language')).toBeVisible();
  await page.getByLabel('isiZulu').check();
  await next(page);

  await next(page);
  await expect(page.getByText('Please select at least one consultation method')).toBeVisible();
  await expect(page.getByText('Please select at least one urgency level')).toBeVisible();
  await page.getByLabel('Virtual').check();
  await page.getByLabel(/^Urgent/).check();
  await next(page);

  await next(page);
  await expect(page.getByText('Please select a province')).toBeVisible();
  await expect(page.getByText('Please enter your city or town')).toBeVisible();
  await page.getByLabel('Province').selectOption('Limpopo');
  await page.getByLabel('Primary city').fill('Polokwane');
  await page.getByRole('button', { name: 'Add City' }).click();
  await expect(page.getByRole('list', { name: 'Additional cities' })).toHaveCount(0);
  await next(page);

  await next(page);
  await expect(page.getByText('Please select your team size')).toBeVisible();
  await expect(page.getByText('Please enter a description of your firm')).toBeVisible();
  const description = page.getByLabel('Firm description');
  await description.fill('x'.repeat(1100));
  await expect(description).toHaveValue('x'.repeat(1000));
  await expect(page.getByText('1000/1000 characters')).toHaveClass(/text-red-700/);
  await description.fill('x'.repeat(900));
  await expect(page.getByText('900/1000 characters')).not.toHaveClass(/text-red-700/);
  await page.getByLabel('Monday Open').fill('');
  await page.getByLabel('Team size').selectOption('6-10');
  await next(page);
  await expect(page.getByText('Please enter opening and closing times')).toBeVisible();
  await page.getByLabel('Monday Open').fill('08:30');
  await page.getByLabel('Sunday Unavailable').check();
  await page.getByRole('button', { name: /Apply Monday/ }).click();
  await expect(page.getByLabel('Friday Open')).toHaveValue('08:30');
  await expect(page.getByLabel('Sunday Unavailable')).toBeChecked();
  await next(page);

  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // No step says whether an address already has an account (tests/integration/check-availability.test.ts
  // proves a known and an unknown address get the same answer); registerFirm refuses a taken one at the end.
  await page.getByLabel('Email').fill(`new-${Date.now()}@gmail.com`);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await next(page);
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await next(page);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('long-enough-1');
  await expect(page.getByText('Email domain accepted')).toBeVisible(); // the 500 ms check has answered
  await next(page);

  await stepHeading(page, 'Plan Selection');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Please select a plan to continue')).toBeVisible();
});

test('a seeded firm name is reported as taken 500 ms after typing stops and blocks the step', async ({ page }) => {
  await page.goto('/firm-setup');
  await page.getByLabel(/I accept the Terms and Conditions/).check();
  await next(page);
  await page.getByLabel('Firm name').fill('Khumalo Legal, Inc');
  await expect(page.getByText('A firm with this name is already registered')).toBeVisible();
  await page.getByLabel('LPC number').fill('LPC1');
  await page.getByLabel('Contact person').fill('A Person');
  await page.getByLabel('Phone').fill('+27 11 555 0000');
  await page.getByLabel('Physical address').fill('1 Street');
  await next(page);
  await stepHeading(page, 'Basic Information');
});

test('the wizard fits a 375 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/firm-setup');
  await page.getByLabel(/I accept the Terms and Conditions/).check();
  await next(page);
  await expectNoSidewaysScroll(page);
});
