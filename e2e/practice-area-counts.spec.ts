import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';
import { writeFirmDocuments } from './support/firm-accounts';
import { gotoInteractive } from './support/navigation';
import { keepScreenshot } from './support/screens';

/** The page's figure for one service row, e.g. 'Criminal Law' -> 3. */
async function shownCount(page: import('@playwright/test').Page, service: string): Promise<number> {
  const row = page
    .getByRole('region', { name: /Popular legal services/ })
    .getByRole('listitem')
    .filter({ hasText: service });
  const text = (await row.getByText(/firms? listed$/).textContent()) ?? '';
  return Number(text.match(/^(\d+)/)?.[1]);
}
const storedCount = async (key: string) =>
  (((await adminDb.doc('stats/practiceAreaCounts').get()).get('counts') ?? {}) as Record<string, number>)[key] ?? 0;

test('a city page lists the firm counts the functions keep, and a new firm in the city moves its area’s figure', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoInteractive(page, '/lawyers/durban');
  // The figure on the page is the aggregate's (other journeys may add firms meanwhile: read both until they agree).
  await expect(async () => {
    await page.reload();
    expect(await shownCount(page, 'Criminal Law')).toBe(await storedCount('durban:criminal'));
  }).toPass({ timeout: 30_000 });
  const before = await storedCount('durban:criminal');

  await writeFirmDocuments(`e2e-counts-${Date.now()}`, {
    plan: 'free',
    firm: { firmName: 'Counted Defence Attorneys', primaryCity: 'Durban', cities: ['Durban'], practiceAreas: ['theft-fraud'] },
  });
  await expect(async () => {
    await page.reload();
    expect(await shownCount(page, 'Criminal Law')).toBeGreaterThanOrEqual(before + 1);
  }).toPass({ timeout: 45_000 });
  await page.getByRole('heading', { name: /Popular legal services/ }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: test.info().outputPath('durban-counts-375.png') });
});
