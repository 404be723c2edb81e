import { expect, test, type Page } from '@playwright/test';
import { createFirm, findDocs, uniqueTag, waitForDocs } from './matching-fixtures';
import { gotoInteractive } from './support/navigation';
import { keepScreenshot } from './support/screens';

// Journeys wait on callables; the Functions emulator is slow to start workers on a busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The request's four steps. The need step is reloaded mid-way: the URL names the firm and the
 * step, the tab's draft holds what was typed, so the same step comes back with it (and the steps
 * before it with theirs).
 */
async function requestFlow(page: Page, scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByRole('button', { name: 'Continue' }).click();
  await expect(scope.getByText('Please accept the terms to continue')).toBeVisible();
  await scope.getByLabel('I accept the legal terms').check();
  await scope.getByRole('button', { name: 'Continue' }).click();
  await scope.getByRole('button', { name: 'Continue' }).click();
  await expect(scope.getByText('Please enter your first name')).toBeVisible();
  await scope.getByLabel('First name').fill('Ayesha');
  await scope.getByLabel('Last name').fill('Patel');
  await scope.getByLabel('Email address').fill(email);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await expect(scope.getByLabel('Debt Collection')).toBeChecked();
  await scope.getByLabel('Additional details (optional)').fill('Three tenants owe rent.');
  await expect(page).toHaveURL(/[?&]step=3(&|$)/);
  await page.reload();
  await expect(scope.getByRole('heading', { name: 'Your legal need' })).toBeVisible();
  await expect(scope.getByLabel('Additional details (optional)')).toHaveValue('Three tenants owe rent.');
  await scope.getByRole('button', { name: 'Back' }).click();
  await expect(scope.getByLabel('Email address')).toHaveValue(email);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await expect(scope.getByLabel('Additional details (optional)')).toHaveValue('Three tenants owe rent.');
  await scope.getByRole('button', { name: 'Continue' }).click();
  await scope.getByRole('button', { name: /Urgent/ }).click();
  // The Functions emulator may cold-start a worker for this call.
  await expect(page.getByRole('heading', { name: 'Request Sent Successfully!' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(`They will contact you shortly at ${email}`)).toBeVisible();
}

async function expectLead(firmId: string, email: string) {
  const leads = await waitForDocs('leads', 'formData.email', email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ firmId, status: 'pending', source: 'featured_firms' });
  expect(leads[0]!.formData).toMatchObject({
    location: 'Northern Cape',
    city: 'Northern Cape',
    budget: 'Not specified',
    category: 'collections',
    subcategory: 'Featured Match',
    specificItem: 'Featured Match',
    urgency: 'urgent',
  });
  expect(await findDocs('contacts', 'email', email)).toHaveLength(1);
  expect((await findDocs('mail', 'to', `${firmId}@journey.test`)).map((m) => m.template)).toEqual(['lead-notification']);
  expect((await findDocs('mail', 'to', email)).map((m) => m.template)).toEqual(['client-confirmation']);
}

test('a featured-firm request succeeds from the province list', async ({ page }) => {
  const tag = uniqueTag();
  const id = `${tag}-featured`;
  const name = `Featured ${tag} Attorneys`;
  await createFirm(id, {
    firmName: name,
    province: 'Northern Cape',
    primaryServiceArea: 'Northern Cape',
    isFeatured: true,
    rating: 5,
  });
  const email = `featured-list-${tag}@example.co.za`;

  await gotoInteractive(page, '/featured-firms');
  const row = page.getByRole('button', { name: 'Northern Cape' });
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  // One row open at a time.
  await page.getByRole('button', { name: 'Gauteng' }).click();
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await row.click();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();
  // The same badge as on a results card: the factory's firms are verified on the LPC roll.
  await expect(card.getByText('Verified: on the Legal Practice Council roll')).toBeVisible();
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `${shots}/featured-card-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await card.getByRole('button', { name: new RegExp(`^Match with Firm\\s*:\\s*${name}$`) }).click();
  const flow = page.getByRole('form', { name: 'Accept the terms' });
  if (shots) {
    // The open request is in the URL: its first step, at both widths.
    await expect(page).toHaveURL(new RegExp(`[?&]request=${id}(&|$)`));
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await flow.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `${shots}/featured-request-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await requestFlow(page, page.locator('form').filter({ hasText: name }), email);
  await expect(flow).toHaveCount(0);
  await expectLead(id, email);
  await page.getByRole('button', { name: 'Back to Featured Firms' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
});

test('a featured-firm request succeeds from the province page', async ({ page }) => {
  const tag = uniqueTag();
  const id = `${tag}-featured`;
  const name = `Province ${tag} Legal`;
  await createFirm(id, {
    firmName: name,
    province: 'Northern Cape',
    primaryServiceArea: 'Northern Cape',
    isFeatured: true,
    rating: 4.96,
    packageType: 'premium_plus',
  });
  const email = `featured-page-${tag}@example.co.za`;

  await page.goto('/featured-firms/northern-cape');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Law Firms in Northern Cape' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-plan', 'premium_plus');
  await expect(card.getByText('5.0')).toBeVisible();
  await card.getByRole('button', { name: 'More Details' }).click();
  await expect(card.getByText('Consultation fee:')).toBeVisible();
  await card.getByRole('button', { name: `Match with ${name}` }).click();
  await requestFlow(page, page.locator('form').filter({ hasText: name }), email);
  await expectLead(id, email);
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('a province without featured firms says so', async ({ page }) => {
  await page.goto('/featured-firms/atlantis');
  await expect(page.getByText('No featured firms found in this province')).toBeVisible();
});
