import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import { adminDb } from './support/admin';
import { createTestFirm, E2E_PASSWORD, firmPlan, type TestFirm } from './support/firm-accounts';
import type { LeadFormData } from '../src/domain/leads/lead-documents';
import { leadDocument } from '../tests/fixtures/lead-factory';
import { keepScreenshot } from './support/screens';
import { sidewaysOverflow } from './support/layout';

const SCREENS = join(process.cwd(), 'test-results', 'screens');

async function signIn(page: Page, firm: TestFirm) {
  await page.goto('/firm-login');
  await page.getByLabel('Email').fill(firm.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/firm-dashboard');
}

const dashboardTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name, exact: true });

function lead(firm: TestFirm, createdAt: Date, formData: Partial<LeadFormData>, practiceArea = 'evictions') {
  return leadDocument({ firmId: firm.firmId, practiceArea, createdAt, formData });
}

/** The figures the trigger writes, read the way the journey's reader would wait for them. */
async function figures(firmId: string) {
  return (await adminDb.doc(`firmStats/${firmId}`).get()).data() as { totals: { leads: number; converted: number } } | undefined;
}

test('the analytics tab shows a seeded firm\u2019s figures, and a CSV downloads with its rows', async ({ page }) => {
  const firm = await createTestFirm('premium', 'analytics');
  const now = new Date();
  const earlier = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 9));
  await adminDb
    .doc(`leads/${firm.firmId}-1`)
    .set(lead(firm, now, { firstName: 'Busi', lastName: 'Zwane', description: 'Landlord changed the locks.' }));
  await adminDb
    .doc(`leads/${firm.firmId}-2`)
    .set(lead(firm, now, { firstName: '=HYPERLINK("http://evil.example")', lastName: 'X' }, 'divorce-separation'));
  await adminDb.doc(`leads/${firm.firmId}-3`).set(lead(firm, earlier, { firstName: 'Pieter', lastName: 'Botha' }));
  // The firm answered its earlier lead and won the client: the trigger stamps the response.
  await adminDb.doc(`leads/${firm.firmId}-3`).update({ status: 'converted', updatedAt: Timestamp.now() });
  await expect
    .poll(async () => (await figures(firm.firmId))?.totals, { timeout: 60_000 })
    .toMatchObject({ leads: 3, converted: 1 });

  await signIn(page, firm);
  await dashboardTab(page, 'Analytics').click();
  await expect(page).toHaveURL(/\?tab=analytics$/);
  const month = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const perMonth = page.getByRole('table', { name: 'Leads per month' });
  await expect(perMonth.getByRole('row', { name: month.format(now) })).toContainText('2');
  await expect(perMonth.getByRole('row', { name: month.format(earlier) })).toContainText('1');
  const funnel = page.getByRole('table', { name: 'Leads by status' });
  await expect(funnel.getByRole('row', { name: 'Pending' })).toContainText('2');
  await expect(funnel.getByRole('row', { name: 'Converted' })).toContainText('1');
  const areas = page.getByRole('table', { name: 'Conversion by practice area' });
  await expect(areas.getByRole('row')).toHaveCount(3);
  await expect(areas.getByRole('row').nth(1)).toContainText('50%');
  await expect(page.getByRole('table', { name: /Your figures and the median firm in Gauteng/ })).toBeVisible();
  await expect(page.getByText(firm.firmName, { exact: false }).first()).toBeVisible();

  // The chart view has a table view for sighted readers too.
  await page.getByRole('button', { name: 'Show table' }).first().click();
  await expect(perMonth).toBeVisible();
  await page.getByRole('button', { name: 'Show chart' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download leads (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  expect(rows.map((r) => r.Contact).sort()).toEqual([`'=HYPERLINK("http://evil.example") X`, 'Busi Zwane', 'Pieter Botha']);
  expect(rows.find((r) => r.Contact === 'Pieter Botha')).toMatchObject({ Status: 'converted', City: 'Soweto' });
  await expect(page.getByText('Downloaded 3 leads as CSV.')).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The charts redraw for the new width on their resize observer: the page must settle without sideways scrolling.
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    await keepScreenshot(page, { path: join(SCREENS, `analytics-${width}.png`), fullPage: true });
  }
});

test('a free firm clicks Leads, sees the locked panel, upgrades through the simulator and sees its earlier leads', async ({
  page,
}) => {
  const firm = await createTestFirm('free', 'locked-upgrade');
  await adminDb.doc(`leads/${firm.firmId}-early`).set(lead(firm, new Date(), { firstName: 'Naledi', lastName: 'Mokoena' }));

  await signIn(page, firm);
  await dashboardTab(page, 'Leads').click();
  await expect(page.getByText('Leads Feature Locked')).toBeVisible();
  await expect(page.getByText('Your leads are saved and will be available right after you upgrade.')).toBeVisible();
  await expect(page.getByText('Naledi Mokoena')).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: join(SCREENS, `leads-locked-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'View upgrade options' }).click();
  await page.getByRole('button', { name: 'Upgrade to Premium', exact: true }).click();
  await page.waitForURL(/\/dev\/payfast-simulator\?session=/);
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await page.waitForURL(/\/subscription-thank-you/);
  // The thank-you page waits for PayFast's notification; on a busy machine it can come late.
  await expect(page.getByText('Your Premium plan is active')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => firmPlan(firm.firmId), { timeout: 30_000 }).toBe('premium');

  await page.goto('/firm-dashboard?tab=leads');
  await expect(page.getByText('Leads Feature Locked')).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('button', { name: 'Naledi Mokoena' })).toBeVisible();
  await keepScreenshot(page, { path: join(SCREENS, 'leads-after-upgrade-1280.png'), fullPage: true });
  await page.goto('/firm-dashboard');
  await page.setViewportSize({ width: 375, height: 900 });
  await keepScreenshot(page, { path: join(SCREENS, 'overview-premium-375.png'), fullPage: true });
});
