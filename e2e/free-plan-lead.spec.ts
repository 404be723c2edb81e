import { expect, test } from '@playwright/test';
import { LISTING_MESSAGES } from '../src/domain/firms/listing';
import { REQUEST_PROGRESS } from '../src/domain/leads/my-request';
import { uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { createTestFirm, divorceFirmIn, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { screenshotsAtBothWidths } from './support/screens';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';

// The free plan (docs/firms.md, "Free plan"): a client matched to a free firm is contacted by
// that firm through its dashboard overview, and a free firm changes its logo and description.
test.describe.configure({ timeout: 240_000 });

test('a client matched to a free firm is contacted by that firm through its dashboard overview', async ({ browser }) => {
  const tag = uniqueTag();
  const city = `Freeton${tag}`;
  const firm = await createTestFirm('free', 'free-lead', { ...divorceFirmIn(city), rating: 5 });
  const firstName = `Zanele${tag}`;
  const client = `free-${tag}@example.co.za`;

  // The client asks through the wizard; the free firm is the best (only) match in their town.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await completePersonWizard(clientPage, { firstName, email: client, city });
  const [lead] = await waitForDocs('leads', 'firmId', firm.firmId);
  expect(lead).toBeDefined();

  // The firm's email names the need and links to the overview, never the client.
  const notice = await waitForEmail(firm.email, /New lead: Uncontested Divorce/, MAIL_WAIT);
  for (const part of [notice.subject, notice.text, notice.html]) {
    expect(part).not.toContain(firstName);
    expect(part).not.toContain(client);
  }
  const firmContext = await browser.newContext();
  const firmPage = await firmContext.newPage();
  await firmPage.setContent(notice.html);
  const link = await firmPage.getByRole('link', { name: 'Open this lead in your dashboard' }).getAttribute('href');
  expect(link).toMatch(new RegExp(`/firm-dashboard\\?lead=${lead!.id}$`));

  // The client's own page says the firm has not answered yet.
  const confirmation = await waitForEmail(client, /Your request was sent to/, MAIL_WAIT);
  await clientPage.setContent(confirmation.html);
  const requestPage = await clientPage.getByRole('link', { name: 'Your request: view, withdraw or erase' }).getAttribute('href');
  await clientPage.goto(requestPage!);
  await expect(clientPage.getByText('Waiting for the firm to contact you')).toBeVisible({ timeout: CALL_TIMEOUT });

  // The firm signs in and follows the email's link: its overview lists the lead with the client's details.
  await signInAsFirm(firmPage, firm.email, E2E_PASSWORD);
  await firmPage.goto(new URL(link!).pathname + new URL(link!).search);
  const yourLeads = firmPage.getByRole('region', { name: 'Your leads' });
  const item = yourLeads.getByRole('article', { name: 'Uncontested Divorce' });
  await expect(item).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(item.getByText(`${city}, Limpopo`)).toBeVisible();
  await expect(item.getByText(`${firstName} Mokoena`)).toBeVisible();
  await expect(item.getByRole('link', { name: client })).toHaveAttribute('href', `mailto:${client}`);
  await expect(item.getByText(/^Due in /)).toBeVisible();
  await expect(item.getByText(/SAST$/).first()).toBeVisible();
  await screenshotsAtBothWidths(firmPage, 'overview-free-with-lead');

  // One action: mark it contacted. The clock says it was answered.
  await item.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(item.getByText(/^Answered in /)).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(item.getByRole('button', { name: 'Mark as contacted' })).toHaveCount(0);
  const answered = (await adminDb.doc(`leads/${lead!.id}`).get()).data()!;
  expect(answered.status).toBe('contacted');
  expect(answered.respondedAt).toBeDefined();
  await screenshotsAtBothWidths(firmPage, 'overview-free-answered');

  // The client's page now says the firm says it contacted them, and asks them to confirm (a
  // claim, as for a paid firm's answer: docs/response-clock.md "Contact claims").
  await clientPage.reload();
  await expect(clientPage.getByText(REQUEST_PROGRESS.claimed!)).toBeVisible({ timeout: CALL_TIMEOUT });

  // The full Leads tab stays a paid feature.
  await tab(firmPage, 'Leads').click();
  await expect(firmPage.getByText('Leads Feature Locked')).toBeVisible();
  await Promise.all([clientContext.close(), firmContext.close()]);
});

test('a free firm with no leads yet sees so, and changes its logo and description from the overview', async ({ page }) => {
  const firm = await createTestFirm('free', 'free-listing', { description: 'Our old description.' });
  await signInAsFirm(page, firm.email, E2E_PASSWORD);
  const yourLeads = page.getByRole('region', { name: 'Your leads' });
  await expect(yourLeads.getByText('No leads yet this month.')).toBeVisible({ timeout: CALL_TIMEOUT });
  await screenshotsAtBothWidths(page, 'overview-free-no-leads');

  const listing = page.getByRole('form', { name: 'Your listing' });
  await expect(listing.getByLabel('Description')).toHaveValue('Our old description.');
  // A refused value shows beside its field and saves nothing.
  await listing.getByLabel('Logo image URL').fill('not a web address');
  await listing.getByRole('button', { name: 'Save listing' }).click();
  await expect(listing.getByText('Please provide a valid web address')).toBeVisible();

  await listing.getByLabel('Logo image URL').fill('https://cdn.example.co.za/logo.png');
  await listing.getByLabel('Description').fill('Family law in Polokwane, in English and Afrikaans.');
  await listing.getByRole('button', { name: 'Save listing' }).click();
  await expect(listing.getByText(LISTING_MESSAGES.saved)).toBeVisible({ timeout: CALL_TIMEOUT });
  const stored = (await adminDb.doc(`firms/${firm.firmId}`).get()).data()!;
  expect(stored).toMatchObject({
    logoUrl: 'https://cdn.example.co.za/logo.png',
    description: 'Family law in Polokwane, in English and Afrikaans.',
    packageType: 'free',
  });
});
