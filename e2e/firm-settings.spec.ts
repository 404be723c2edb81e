import { expect, test, type Page } from '@playwright/test';
import { createFirm, uniqueTag } from './matching-fixtures';
import { createTestFirm, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

test.describe.configure({ timeout: 240_000 });

// The Functions emulator starts a worker per concurrent call; on a busy 2-core machine that takes seconds.
const SCREENSHOTS = 'test-results/screenshots/firm-settings';

/** A person asks for help with `need` in `city` (Limpopo) and lands on the results. */
async function personSearch(page: Page, request: { city: string; need: string; option: RegExp; email: string }) {
  await completePersonWizard(page, { ...request, specific: null });
  await expect(page.getByRole('heading', { name: 'Top Matches' })).toBeVisible();
}

/** A full-page screenshot from the top, so the sticky header is not painted over the middle. */
async function fullShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, { path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const cardNames = async (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));

test('a firm moves its practice from divorce to assault in Settings, and matching follows at once', async ({ browser }) => {
  const tag = uniqueTag();
  // A town only this journey uses, so every firm scoring there is one of its own.
  const city = `Settleburg${tag}`;
  const firm = await createTestFirm('premium', `settings-${tag}`, {
    province: 'Limpopo',
    primaryServiceArea: 'Limpopo',
    primaryCity: city,
    cities: [city],
    practiceAreas: ['family', 'divorce-separation'],
    rating: 5,
  });
  // Four divorce firms in the same town: once our firm stops doing divorce they fill every result card.
  await Promise.all(
    [4.4, 4.3, 4.2, 4.1].map((rating, i) =>
      createFirm(`${tag}-divorce-${i}`, {
        firmName: `Divorce ${i} ${tag} Attorneys`,
        primaryCity: city,
        cities: [city],
        practiceAreas: ['family', 'divorce-separation'],
        rating,
      }),
    ),
  );

  const client = await browser.newPage();
  await personSearch(client, { city, need: 'divorce', option: /Divorce & Separation/, email: `before-${tag}@example.co.za` });
  await expect(client.getByText(`Your request was sent to ${firm.firmName}`)).toBeVisible();

  // The firm edits its practice areas with the same tree picker it registered with.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAsFirm(page, firm.email, E2E_PASSWORD);
  await tab(page, 'Settings').click();
  await expect(page.getByText('Divorce & Separation')).toBeVisible();
  await fullShot(page, 'settings-view-1280');
  await page.getByRole('button', { name: 'Edit Details' }).click();
  const practice = page.getByRole('region', { name: 'Practice areas' });
  await practice.getByLabel('All of Family Matters').uncheck();
  await practice.getByLabel('Divorce & Separation').uncheck();
  await practice.getByText('Criminal Matters', { exact: true }).click();
  await practice.getByLabel('Assault', { exact: true }).check();
  await fullShot(page, 'settings-edit-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await fullShot(page, 'settings-edit-375');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Account details updated successfully')).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(page.getByText('Assault')).toBeVisible();
  await expect(page.getByText('Divorce & Separation')).toHaveCount(0);
  await fullShot(page, 'settings-view-375');

  // Found for the new area...
  await personSearch(client, { city, need: 'assault', option: /Assault/, email: `assault-${tag}@example.co.za` });
  await expect(client.getByText(`Your request was sent to ${firm.firmName}`)).toBeVisible();
  expect((await cardNames(client))[0]).toBe(firm.firmName);

  // ...and no longer for the old one.
  await personSearch(client, { city, need: 'divorce', option: /Divorce & Separation/, email: `after-${tag}@example.co.za` });
  await expect(client.getByText(/Your request was sent to Divorce 0/)).toBeVisible();
  expect(await cardNames(client)).not.toContain(firm.firmName);
});
