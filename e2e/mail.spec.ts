import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { startMailCatcher, waitForEmail } from '../scripts/lib/mail-catcher';
import { adminDb } from './support/admin';
import { createCheckoutFor, createTestFirm } from './support/firm-accounts';

// The mail catcher (maildev) on this instance's ports: the emulators' SMTP_URL points at it.
let stopCatcher: () => Promise<void> = async () => {};
test.beforeAll(async () => {
  stopCatcher = await startMailCatcher();
});
test.afterAll(async () => {
  await stopCatcher();
});

async function payThroughSimulator(page: Page, form: { action: string; fields: [string, string][] }) {
  await page.goto('/');
  await page.evaluate(({ action, fields }) => {
    const element = document.createElement('form');
    element.method = 'post';
    element.action = action;
    for (const [name, value] of fields) element.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    document.body.append(element);
    element.submit();
  }, form);
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await page.waitForURL(/\/subscription-thank-you/);
}

test('an invoice arrives in the mail catcher with the number, plan, amount and firm', async ({ page }) => {
  const firm = await createTestFirm('free', 'invoice');
  await payThroughSimulator(page, await createCheckoutFor(firm, 'premium_plus'));

  const email = await waitForEmail(firm.email, /RegMatch invoice INV-\d{6}-\d{4}/);
  const payment = (await adminDb.collection('payments').where('firmId', '==', firm.firmId).get()).docs[0]!;
  expect(email.subject).toBe(`RegMatch invoice ${payment.get('invoiceNumber')}`);
  expect(email.text).toContain('Plan: Premium Plus');
  expect(email.text).toContain('Amount: R 249');
  expect(email.text).toContain(`Firm: ${firm.firmName}`);
  expect(email.text).toContain('Address: 12 Fox Street, Johannesburg');
  expect(email.html).toContain(payment.get('invoiceNumber'));

  // And a person reading it sees it rendered, not raw markup.
  await page.setContent(email.html);
  await expect(page.getByRole('heading', { name: `Invoice ${payment.get('invoiceNumber')}` })).toBeVisible();
});

test('a lead email arrives in the mail catcher with the client and request details', async ({ page }) => {
  const firm = await createTestFirm('premium', 'lead-mail');
  // The mail document exactly as lead creation queues it (functions/src/shared/mail-queue.ts).
  const leadId = `lead-${firm.firmId}`;
  await adminDb.collection('mail').add({
    to: firm.email,
    template: 'lead-notification',
    data: {
      leadId,
      userType: 'person',
      firstName: 'Lerato',
      lastName: 'Mokoena',
      email: 'lerato.mokoena@example.co.za',
      practiceArea: 'Divorce & Separation',
      city: 'Soweto',
      location: 'Gauteng',
      description: 'We agree on everything and want an uncontested divorce.',
      dashboardUrl: 'http://127.0.0.1/firm-dashboard',
    },
    createdAt: Timestamp.now(),
    delivery: { state: 'PENDING' },
  });

  const email = await waitForEmail(firm.email, /New lead from Lerato Mokoena/);
  expect(email.subject).toBe('New lead from Lerato Mokoena: Divorce & Separation');
  expect(email.text).toContain('Email: lerato.mokoena@example.co.za');
  expect(email.text).toContain('Area: Soweto, Gauteng');
  expect(email.text).toContain(`Reference: ${leadId}`);
  await page.setContent(email.html);
  await expect(page.getByRole('link', { name: 'Open your dashboard' })).toBeVisible();
});
