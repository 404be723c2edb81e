import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { adminDb } from './support/admin';
import { createFirm, uniqueTag, waitForDocs } from './matching-fixtures';
import { createCheckoutFor, createTestFirm, E2E_PASSWORD, writeFirmDocuments } from './support/firm-accounts';
import { signInAsFirm } from './support/firm-session';
import { completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';

test.describe.configure({ timeout: 180_000 });

// The mail catcher (maildev) on this instance's ports: the emulators' SMTP_URL points at it.

async function payThroughSimulator(page: Page, form: { action: string; fields: [string, string][] }) {
  await page.goto('/');
  await page.evaluate(({ action, fields }) => {
    const element = document.createElement('form');
    element.method = 'post';
    element.action = action;
    for (const [name, value] of fields)
      element.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    document.body.append(element);
    element.submit();
  }, form);
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await page.waitForURL(/\/subscription-thank-you/);
}

test('a tax invoice arrives in the mail catcher with the supplier, number, plan, VAT split and firm', async ({ page }) => {
  const firm = await createTestFirm('free', 'invoice');
  await payThroughSimulator(page, await createCheckoutFor(firm, 'premium_plus'));

  const email = await waitForEmail(firm.email, /RegMatch tax invoice INV-\d{6}-\d{4}/, MAIL_WAIT);
  const payment = (await adminDb.collection('payments').where('firmId', '==', firm.firmId).get()).docs[0]!;
  expect(email.subject).toBe(`RegMatch tax invoice ${payment.get('invoiceNumber')}`);
  expect(email.text).toContain('Supplier: RegMatch Demo (Pty) Ltd');
  expect(email.text).toMatch(/VAT number: \d{10}/);
  expect(email.text).toContain('Plan: Premium Plus');
  expect(email.text).toContain('Amount excl. VAT: R 216,52');
  expect(email.text).toContain('VAT (15%): R 32,48');
  expect(email.text).toContain('Total (incl. VAT): R 249,00');
  expect(email.text).toContain(`Firm: ${firm.firmName}`);
  expect(email.text).toContain('Address: 12 Fox Street, Johannesburg');

  // And a person reading it sees it rendered, not raw markup.
  await page.setContent(email.html);
  await expect(page.getByRole('heading', { name: `Tax Invoice ${payment.get('invoiceNumber')}` })).toBeVisible();
});

test('a request through the wizard sends the premium firm a lead email with the need, area and a link to the lead', async ({
  page,
}) => {
  const tag = uniqueTag();
  const city = `Mailtown${tag}`;
  await createFirm(`${tag}-paid`, {
    firmName: `Paid ${tag} Attorneys`,
    primaryCity: city,
    cities: [city],
    practiceAreas: ['uncontested-divorce'],
    packageType: 'premium',
  });
  const client = `client-${tag}@example.co.za`;
  await completePersonWizard(page, { email: client, city });
  const [lead] = await waitForDocs('leads', 'firmId', `${tag}-paid`);

  const email = await waitForEmail(`${tag}-paid@journey.test`, /New lead: Uncontested Divorce/, MAIL_WAIT);
  expect(email.subject).toBe(`New lead: Uncontested Divorce in ${city}, Limpopo`);
  expect(email.text).toContain('Need: Uncontested Divorce');
  expect(email.text).toContain(`Area: ${city}, Limpopo`);
  expect(email.text).toContain('Urgency: Not stated');
  expect(email.text).toContain('Respond by: ');
  expect(email.text).toContain(`Reference: ${lead!.id}`);
  // The client's details are in the dashboard, behind the sign-in, never in the mail.
  for (const part of [email.subject, email.text, email.html]) {
    expect(part).not.toContain('Lerato');
    expect(part).not.toContain(client);
  }
  await page.setContent(email.html);
  const link = page.getByRole('link', { name: 'Open this lead in your dashboard' });
  await expect(link).toHaveAttribute('href', new RegExp(`/firm-dashboard\\?tab=leads&lead=${lead!.id}$`));

  const confirmation = await waitForEmail(client, /Your request was sent to/, MAIL_WAIT);
  expect(confirmation.text).toContain('Hello Lerato,');
  expect(confirmation.text).toContain('Your need: Uncontested Divorce');
  expect(confirmation.text).toContain(`Area: ${city}, Limpopo`);
});

test("a free firm's lead email has the need and a link to its overview but not who the client is", async ({ page }) => {
  const tag = uniqueTag();
  const city = `Mailtown${tag}`;
  await createFirm(`${tag}-free`, {
    firmName: `Free ${tag} Attorneys`,
    primaryCity: city,
    cities: [city],
    practiceAreas: ['uncontested-divorce'],
    packageType: 'free',
  });
  const client = `client-${tag}@example.co.za`;
  await completePersonWizard(page, { email: client, city });
  const [lead] = await waitForDocs('leads', 'firmId', `${tag}-free`);

  const email = await waitForEmail(`${tag}-free@journey.test`, /New lead: Uncontested Divorce/, MAIL_WAIT);
  expect(email.subject).toBe(`New lead: Uncontested Divorce in ${city}, Limpopo`);
  expect(email.text).toContain(`Area: ${city}, Limpopo`);
  for (const part of [email.subject, email.text, email.html]) {
    expect(part).not.toContain('Lerato');
    expect(part).not.toContain('Mokoena');
    expect(part).not.toContain(client);
  }
  await page.setContent(email.html);
  await expect(page.getByRole('link', { name: 'Open this lead in your dashboard' })).toHaveAttribute(
    'href',
    new RegExp(`/firm-dashboard\\?lead=${lead!.id}$`),
  );
});

test('a signed-in firm sends a correspondent request and the other firm receives the email', async ({ page }) => {
  test.setTimeout(120_000);
  const sender = await createTestFirm('premium', 'corr-sender');
  const suffix = randomUUID().slice(0, 8);
  const recipientEmail = `private-${suffix}@e2e-firms.example.co.za`;
  const recipientName = `E2E Correspondent ${suffix} Inc`;
  // The finder reads 50 firms a page in id order; a leading '0' puts this firm on the first page.
  await writeFirmDocuments(`0e2e-corr-${suffix}`, {
    plan: 'premium',
    firm: { firmName: recipientName, primaryCity: 'Johannesburg', isCorrespondent: true, correspondentCourts: ['High'] },
    account: { email: recipientEmail },
  });

  // Signed out, the card says how to reach the firm.
  await page.goto('/correspondent-matching');
  await findHighCourtInJohannesburg(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: recipientName }) });
  await expect(card.getByRole('link', { name: 'Sign in as a firm' })).toBeVisible();

  await signInAsFirm(page, sender.email, E2E_PASSWORD);
  await page.goto('/correspondent-matching');
  await findHighCourtInJohannesburg(page);
  await card.getByRole('button', { name: `Send correspondent request to ${recipientName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Correspondent request to ${recipientName}` });
  await dialog
    .getByLabel('Your message')
    .fill('We need a correspondent for a hearing on 4 December in the South Gauteng High Court.');
  await page.setViewportSize({ width: 375, height: 800 });
  await keepScreenshot(page, { path: test.info().outputPath('correspondent-request-375.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText('Your request has been emailed to the firm.')).toBeVisible({ timeout: 30_000 });
  // The sender's page never shows the recipient's private address.
  await expect(page.getByText(recipientEmail)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, { path: test.info().outputPath('correspondent-sent-1280.png'), fullPage: true });

  // The email arrives at the recipient's account address with the sender's details.
  const email = await waitForEmail(recipientEmail, /Correspondent request from E2E corr-sender/, MAIL_WAIT);
  expect(email.subject).toBe(`Correspondent request from ${sender.firmName}`);
  expect(email.text).toContain('Contact person: Thandi Ndlovu');
  expect(email.text).toContain(`Email: ${sender.email}`);
  expect(email.text).toContain('Court: High Court');
  expect(email.text).toContain('hearing on 4 December');
});

async function findHighCourtInJohannesburg(page: Page) {
  await page.getByLabel('High Court').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Johannesburg' }).click();
  await page.getByRole('button', { name: 'View Correspondents' }).click();
  await expect(page.getByRole('list', { name: 'Correspondent firms' })).toBeVisible();
}
