import { expect, test } from '@playwright/test';
import { LEAD_RELEASE_MESSAGES } from '../src/domain/leads/release';
import { leadDocument, openLeadDocument } from '../tests/fixtures/lead-factory';
import { adminDb } from './support/admin';
import { DEMO_FIRMS, signInAsFirm, tab } from './support/firm-session';
import { CALL_TIMEOUT } from './support/wizard';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

test('a free firm sees the locked tabs and its usage; a locked tab explains itself and Back returns', async ({ page }) => {
  await signInAsFirm(page, DEMO_FIRMS.free);
  for (const name of ['Leads', 'Open Leads', 'Analytics', 'Reviews']) {
    await expect(tab(page, name).getByRole('img', { name: 'Locked' })).toBeVisible();
  }
  // Settings is open on every plan (phone notifications, answer templates); only its profile editor is locked.
  await expect(page.getByRole('img', { name: 'Locked' })).toHaveCount(4);
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Leads This Month')).toBeVisible();
  await tab(page, 'Leads').click();
  await expect(page).toHaveURL(/\/firm-dashboard\?tab=leads$/);
  await expect(page.getByText('Leads Feature Locked')).toBeVisible();
  await expect(page.getByText('Your leads are saved and will be available right after you upgrade.')).toBeVisible();
  await tab(page, 'Settings').click();
  await expect(page.getByText('Profile Editing Locked')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Phone notifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on phone notifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByText('Leads Feature Locked')).toBeVisible();
  await page.goBack();
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-current', 'page');
  await tab(page, 'Open Leads').click();
  await page.getByRole('button', { name: 'View upgrade options' }).click();
  await expect(page).toHaveURL(/\?tab=subscription$/);
  await expect(page.getByRole('button', { name: 'Upgrade to Premium', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium Plus' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Find a Correspondent' })).toBeVisible();
});

test('an unlimited plan never shows an empty usage bar', async ({ page }) => {
  await signInAsFirm(page, DEMO_FIRMS.premium);
  await expect(page.getByText(/this month\. Your Premium plan has no monthly limit\./)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText(/of unlimited leads/)).toHaveCount(0);
});

test('a premium firm searches, filters, sorts and updates a lead', async ({ page }) => {
  // Its own lead, so the journey never depends on what other journeys did to the demo inbox.
  const id = `e2e-lead-${Date.now()}-${test.info().workerIndex}`;
  const surname = `Zwane${Date.now() % 100000}`;
  await adminDb.doc(`leads/${id}`).set(
    leadDocument({
      firmId: 'demo-firm-premium',
      formData: {
        firstName: 'Busi',
        lastName: surname,
        email: 'busi@example.co.za',
        phone: '+27 82 555 0199',
        city: 'Alexandra',
        location: 'Gauteng',
        description: 'Landlord changed the locks.',
        urgency: 'urgent',
        budget: 'R1 500',
        legalTermsAccepted: true,
      },
    }),
  );

  await signInAsFirm(page, DEMO_FIRMS.premium);
  await tab(page, 'Leads').click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(1);

  await page.getByPlaceholder('Search leads...').fill(surname.toLowerCase());
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByPlaceholder('Search leads...').fill('alexandra');
  await expect(table.getByRole('button', { name: `Busi ${surname}` })).toBeVisible();

  await page.getByLabel('Filter by status').selectOption('closed');
  await expect(page.getByText('No leads found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter settings')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('all');
  await page.getByPlaceholder('Search leads...').fill('');

  await table.getByRole('button', { name: /^Contact/ }).click();
  await expect(table.getByRole('columnheader', { name: /Contact/ })).toHaveAttribute('aria-sort', 'ascending');
  const names = await table.locator('tbody tr td:nth-child(3) button').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  await table.getByRole('button', { name: /^Contact/ }).click();
  await expect(table.getByRole('columnheader', { name: /Contact/ })).toHaveAttribute('aria-sort', 'descending');
  await table.getByRole('button', { name: /^Date/ }).click();
  await table.getByRole('button', { name: /^Location/ }).click();
  await table.getByRole('button', { name: /^Status/ }).click();

  // The status goes through the updateLeadStatus callable (it records the response time).
  await page.getByLabel(`Status for Busi ${surname}`).selectOption('contacted');
  await expect
    .poll(async () => (await adminDb.doc(`leads/${id}`).get()).get('status'), { timeout: CALL_TIMEOUT })
    .toBe('contacted');

  await table.getByRole('button', { name: `Busi ${surname}` }).click();
  const details = page.getByRole('dialog', { name: 'Lead Details' });
  await expect(details.getByRole('link', { name: 'busi@example.co.za' })).toHaveAttribute('href', 'mailto:busi@example.co.za');
  await expect(details.getByRole('link', { name: '+27 82 555 0199' })).toBeVisible();
  await expect(details.getByText('Landlord changed the locks.')).toBeVisible();
  await expect(details.getByText('Alexandra, Gauteng')).toBeVisible();
  await details.getByLabel('Update Status').selectOption('converted');
  await expect
    .poll(async () => (await adminDb.doc(`leads/${id}`).get()).get('status'), { timeout: CALL_TIMEOUT })
    .toBe('converted');
  await details.getByRole('button', { name: 'Close' }).click();
});

test('two premium firms race to accept the same open lead and exactly one gets it', async ({ browser }) => {
  const id = `e2e-open-${Date.now()}-${test.info().workerIndex}`;
  const displayName = `Race ${id.slice(-6)} M.`;
  // The original as requestMatch stores it: assigned to the firm that got the request.
  await adminDb.doc(`leads/orig-${id}`).set(
    leadDocument({
      firmId: 'e2e-original-firm',
      formData: { firstName: 'Race', lastName: 'Client', email: `${id}@example.co.za`, description: 'Eviction notice.' },
    }),
  );
  await adminDb.doc(`openLeads/${id}`).set(openLeadDocument({ displayName, originalLeadId: `orig-${id}` }));

  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  await signInAsFirm(pages[0]!, DEMO_FIRMS.premium);
  await signInAsFirm(pages[1]!, DEMO_FIRMS.premium_plus);
  for (const page of pages) {
    await tab(page, 'Open Leads').click();
    await expect(page.getByRole('heading', { name: 'Open Leads in Gauteng' })).toBeVisible();
    await expect(page.getByRole('heading', { name: displayName })).toBeVisible();
    await expect(page.getByText(LEAD_RELEASE_MESSAGES.beforeAccept).first()).toBeVisible();
  }
  const accept = (i: number) => pages[i]!.getByRole('button', { name: `Accept Lead: ${displayName}, Evictions` }).click();
  await Promise.all([accept(0), accept(1)]);

  // Two first calls at once make the emulator start two function workers: slow on a busy machine.
  await expect.poll(async () => (await adminDb.doc(`openLeads/${id}`).get()).get('state'), { timeout: 30_000 }).toBe('taken');
  const winner = (await adminDb.doc(`openLeads/${id}`).get()).get('takenByFirmId') as string;
  expect(['demo-firm-premium', 'demo-firm-premium-plus']).toContain(winner);
  const copies = await adminDb.collection('leads').where('originalLeadId', '==', `orig-${id}`).get();
  expect(copies.size).toBe(1);
  expect(copies.docs[0]!.data()).toMatchObject({ firmId: winner, status: 'pending', contactRelease: 'pending' });
  expect(copies.docs[0]!.get('formData')).not.toHaveProperty('email');

  const winnerPage = pages[winner === 'demo-firm-premium' ? 0 : 1]!;
  const loserPage = pages[winner === 'demo-firm-premium' ? 1 : 0]!;
  await expect(winnerPage.getByText(LEAD_RELEASE_MESSAGES.accepted)).toBeVisible();
  await expect(loserPage.getByText('Failed to accept lead. It may have already been taken.')).toBeVisible();
  // The taken lead leaves both lists (live query on open leads only).
  for (const page of pages) await expect(page.getByRole('heading', { name: displayName })).toHaveCount(0);
  await Promise.all(contexts.map((c) => c.close()));
});

test('a premium firm edits its settings, cancel restores, save shows the banner', async ({ page }) => {
  await signInAsFirm(page, DEMO_FIRMS.premium);
  await tab(page, 'Settings').click();
  await page.getByRole('button', { name: 'Edit Details' }).click();
  const contact = page.getByLabel('Contact person');
  const original = await contact.inputValue();
  await contact.fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(original)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page.getByLabel('Contact person')).toHaveValue(original);
  await page.getByLabel('Phone').fill('+27 11 555 0777');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Account details updated successfully')).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc('firms/demo-firm-premium/private/account').get()).get('phone'))
    .toBe('+27 11 555 0777');
});

test('the subscription tab offers cancel with a confirmation on a paid plan', async ({ page }) => {
  await signInAsFirm(page, DEMO_FIRMS.premium);
  await tab(page, 'Subscription').click();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade to Premium Plus' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Yes, cancel my subscription' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the dashboard fits a 375 px screen: every tab visible, no horizontal page scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsFirm(page, DEMO_FIRMS.premium_plus);
  for (const name of ['Overview', 'Leads', 'Open Leads', 'Analytics', 'Reviews', 'Subscription', 'Settings']) {
    const button = tab(page, name);
    await expect(button).toBeInViewport({ ratio: 1 });
    // The label is never cut off ('Subs…'): its text fits inside its button.
    expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  }
  await tab(page, 'Leads').click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Every lead's name and status box sit wholly inside the screen (the rows stack on a phone).
  const statusBoxes = page.getByRole('combobox', { name: /^Status for / });
  await expect(statusBoxes.first()).toBeVisible();
  const within375 = (l: import('@playwright/test').Locator) =>
    l.evaluateAll((els) => els.every((el) => el.getBoundingClientRect().right <= window.innerWidth));
  expect(await within375(statusBoxes)).toBe(true);
  expect(await within375(page.getByRole('row').getByRole('button'))).toBe(true);
  if (process.env.E2E_SHOTS_DIR)
    await keepScreenshot(page, { path: `${process.env.E2E_SHOTS_DIR}/leads-375.png`, fullPage: true });
  await tab(page, 'Analytics').click();
  await expect(page.getByRole('heading', { name: 'Conversion by practice area' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (process.env.E2E_SHOTS_DIR) {
    await keepScreenshot(page, { path: `${process.env.E2E_SHOTS_DIR}/analytics-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, { path: `${process.env.E2E_SHOTS_DIR}/analytics-1280.png`, fullPage: true });
    await tab(page, 'Leads').click();
    await expect(page.getByRole('table')).toBeVisible();
    await keepScreenshot(page, { path: `${process.env.E2E_SHOTS_DIR}/leads-1280.png`, fullPage: true });
  }
});
