import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { submitCheckoutForm } from './support/checkout';
import { trackConsoleErrors } from './support/console';
import { createCheckoutFor, createTestFirm, E2E_PASSWORD, firmPlan, type TestFirm } from './support/firm-accounts';

async function signIn(page: Page, firm: TestFirm) {
  await page.goto('/firm-login');
  await page.getByLabel('Email').fill(firm.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/firm-dashboard');
}

test.describe('PayFast checkout through the local simulator', () => {
  test('a signed checkout completes: the firm is on premium, the payment is recorded once, an invoice is queued', async ({
    page,
  }) => {
    const errors = trackConsoleErrors(page);
    const firm = await createTestFirm('free', 'upgrade');
    const form = await createCheckoutFor(firm, 'premium');
    await page.goto('/');
    await submitCheckoutForm(page, form);

    await page.waitForURL(/\/dev\/payfast-simulator\?session=/);
    await expect(page.getByText('Local PayFast simulator: no real payment')).toBeVisible();
    await expect(page.getByText('RegMatch Premium')).toBeVisible();
    await expect(page.getByText('R 0', { exact: true })).toBeVisible();
    await expect(page.getByText(/R 199 a month from \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await page.getByRole('button', { name: 'Complete Payment' }).click();

    await page.waitForURL(/\/subscription-thank-you\?plan=premium/);
    await expect(page.getByRole('heading', { name: 'Thank You for Subscribing' })).toBeVisible();
    expect(await firmPlan(firm.firmId)).toBe('premium');
    const account = (await adminDb.doc(`firms/${firm.firmId}/private/account`).get()).data()!;
    expect(account).toMatchObject({ paymentStatus: 'active', maxLeadsPerMonth: -1, leadsThisMonth: 0, pendingPlan: null });
    const payments = await adminDb.collection('payments').where('firmId', '==', firm.firmId).get();
    expect(payments.size).toBe(1);
    const mails = await adminDb.collection('mail').where('to', '==', firm.email).get();
    expect(mails.docs.map((d) => d.get('template'))).toEqual(['invoice']);
    expect(errors).toEqual([]);
  });

  test('cancelling at PayFast lands on the cancel page and changes nothing', async ({ page }) => {
    const firm = await createTestFirm('free', 'leave');
    const form = await createCheckoutFor(firm, 'premium_plus');
    await page.goto('/');
    await submitCheckoutForm(page, form);
    await page.waitForURL(/\/dev\/payfast-simulator\?session=/);
    await expect(page.getByText('R 249', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Payment' }).click();
    await page.waitForURL(/\/subscription-cancel\?plan=premium_plus/);
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    await expect(page.getByText(/no payment was made/)).toBeVisible();
    expect(await firmPlan(firm.firmId)).toBe('free');
    expect((await adminDb.collection('payments').where('firmId', '==', firm.firmId).get()).size).toBe(0);
  });

  test('a tampered form is refused by the payment page', async ({ page }) => {
    const firm = await createTestFirm('free', 'tamper');
    const form = await createCheckoutFor(firm, 'premium_plus');
    const fields = form.fields.map(([k, v]) => [k, k === 'amount' ? '1.00' : v] as [string, string]);
    await page.goto('/');
    await submitCheckoutForm(page, { action: form.action, fields });
    await expect(page.getByText(/signature does not match/)).toBeVisible();
    expect(await firmPlan(firm.firmId)).toBe('free');
  });
});

// These two journeys drive the firm dashboard (issue 4), built in parallel; they use the names
// agreed in the working agreement and run once both branches are merged.
test.describe('Plan changes from the firm dashboard', () => {
  test('a free firm upgrades to premium through the simulator and its locked tabs open', async ({ page }) => {
    const firm = await createTestFirm('free', 'dash-upgrade');
    await signIn(page, firm);
    await page.getByRole('button', { name: 'Subscription' }).click();
    const leadsTab = page.getByRole('button', { name: 'Leads', exact: true });
    await expect(leadsTab.getByRole('img', { name: 'Locked' })).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade to Premium', exact: true }).click();

    await page.waitForURL(/\/dev\/payfast-simulator\?session=/);
    await expect(page.getByText('RegMatch Premium')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await page.waitForURL(/\/subscription-thank-you/);
    await expect(page.getByText('Your Premium plan is active')).toBeVisible();

    await page.goto('/firm-dashboard');
    for (const name of ['Leads', 'Open Leads', 'Settings']) {
      await expect(page.getByRole('button', { name, exact: true }).getByRole('img', { name: 'Locked' })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Leads', exact: true }).click();
    await expect(page.getByText('Leads Feature Locked')).toHaveCount(0);
    expect(await firmPlan(firm.firmId)).toBe('premium');
  });

  // Cancelling keeps the plan to the end of the paid period (e2e/billing-cancel.spec.ts moves the
  // clock past it and sees the firm on free).
  test('a premium firm cancels and keeps premium until its paid period ends', async ({ page }) => {
    const firm = await createTestFirm('premium', 'dash-cancel');
    await signIn(page, firm);
    await page.getByRole('button', { name: 'Subscription' }).click();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel my subscription' }).click();

    await expect(page.getByText(/^Cancelled: Premium until \d{1,2} \w{3} \d{4}, then Basic/)).toBeVisible();
    expect(await firmPlan(firm.firmId)).toBe('premium');
    const account = (await adminDb.doc(`firms/${firm.firmId}/private/account`).get()).data()!;
    expect(account).toMatchObject({ paymentStatus: 'cancelled', maxLeadsPerMonth: -1 });
    expect(account.cancelAt.toMillis()).toBe(account.nextPaymentDate.toMillis());
    await expect(page.getByRole('button', { name: 'Leads', exact: true }).getByRole('img', { name: 'Locked' })).toHaveCount(0);
  });
});
