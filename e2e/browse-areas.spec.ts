import { expect, test } from '@playwright/test';
import { createFirm, uniqueTag } from './matching-fixtures';
import { CALL_TIMEOUT } from './support/wizard';
import { gotoInteractive } from './support/navigation';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

test.describe.configure({ timeout: 180_000 });

const NO_MATCH = 'No direct matches. Try rephrasing or browse common areas.';

test('a client whose words match no phrase browses the common areas, picks a subcategory and reaches results', async ({
  page,
}) => {
  const tag = uniqueTag();
  const city = `Browsefontein${tag}`;
  await createFirm(`${tag}-browse`, {
    firmName: `Browse ${tag} Attorneys`,
    primaryCity: city,
    cities: [city],
    practiceAreas: ['uncontested-divorce'],
    rating: 5,
  });

  const next = () => page.getByRole('button', { name: 'Continue' }).click();
  await gotoInteractive(page, '/matching');
  await page.getByLabel(/I accept the Terms/).check();
  await next();
  await page.getByRole('button', { name: /An individual/ }).click();
  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Last name').fill('Dlamini');
  await next();
  await page.getByLabel('Email address').fill(`browse-${tag}@example.co.za`);
  await next();
  await page.getByLabel('Province').selectOption('Limpopo');
  await next();
  await page.getByLabel('City or town').fill(city);
  await next();

  const need = page.getByRole('combobox', { name: 'What do you need help with?' });
  await need.fill('my husband and I are splitting up');
  await expect(page.getByText(NO_MATCH)).toBeVisible();

  // From the keyboard: Tab from the box reaches the list's toggle, Enter opens it and a category.
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Browse common areas' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const family = page.getByRole('button', { name: /Family Matters/ });
  await expect(family).toBeFocused();
  await page.keyboard.press('Enter');
  const areas = page.getByRole('list', { name: 'Family Matters' });
  await expect(areas.getByRole('button', { name: 'Divorce & Separation' })).toBeVisible();

  const shots = test.info().outputPath();
  await page.setViewportSize({ width: 375, height: 900 });
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: `${shots}/browse-areas-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, { path: `${shots}/browse-areas-1280.png`, fullPage: true });

  await page.keyboard.press('Tab');
  await expect(areas.getByRole('button', { name: 'Divorce & Separation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(need).toHaveValue('Divorce & Separation');
  await expect(toggle).toBeFocused();
  await expect(page.getByText(NO_MATCH)).toHaveCount(0);
  await page
    .getByRole('group', { name: 'More specifically (optional)' })
    .getByRole('radio', { name: 'Uncontested Divorce' })
    .check();

  await page.getByRole('button', { name: 'Find My Match' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: CALL_TIMEOUT });
  await expect(page.getByText(`Your request was sent to Browse ${tag} Attorneys`)).toBeVisible();
  await expect(page.getByRole('article', { name: `Browse ${tag} Attorneys` })).toBeVisible();
});
