import { expect, test } from '@playwright/test';

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
