import { expect, test } from '@playwright/test';
import { LEAD_RELEASE_MESSAGES } from '../src/domain/leads/release';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { createFirm, uniqueTag, waitForDocs } from './matching-fixtures';
import { createTestFirm, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';

test.describe.configure({ timeout: 240_000 });

test('a shared case reaches another firm without contact details until the client releases them from the email', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const city = `Releaseburg${tag}`;
  const gauteng = { province: 'Gauteng' as const, primaryServiceArea: 'Gauteng', primaryCity: city, cities: [city] };
  await Promise.all([
    createFirm(`${tag}-a`, { ...gauteng, firmName: `Alpha ${tag} Attorneys`, practiceAreas: ['uncontested-divorce'], rating: 5 }),
    createFirm(`${tag}-b`, { ...gauteng, firmName: `Bravo ${tag} Legal`, practiceAreas: ['uncontested-divorce'], rating: 4.8 }),
  ]);
  // The firm that will take the shared case: a paid firm in Gauteng with its own sign-in.
  const taker = await createTestFirm('premium', 'release');
  const firstName = `Nomsa${tag}`;
  const client = `client-${tag}@example.co.za`;

  // The client asks for help, then on the results page shares the case while choosing a firm.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await completePersonWizard(clientPage, { firstName, email: client, city, province: 'Gauteng' });
  const share = clientPage.getByLabel(/Also share my case/);
  await expect(share).toHaveAccessibleName(
    'Also share my case with other firms in Gauteng without my contact details. If a firm takes it, we email you to release your details to that firm or decline.',
  );
  await share.check();
  await clientPage.getByRole('button', { name: `Get Matched with Bravo ${tag} Legal` }).click();
  await expect(clientPage.getByRole('heading', { name: 'Successfully Matched!' })).toBeVisible({ timeout: CALL_TIMEOUT });
  const [chosen] = await waitForDocs('leads', 'firmId', `${tag}-b`);
  const [open] = await waitForDocs('openLeads', 'originalLeadId', chosen!.id);
  // Double-blind: other firms see whether a person or a business asks, never a name.
  expect(open).toMatchObject({ state: 'open', displayName: 'A private client' });
  const reference = open!.id.slice(-6).toUpperCase();

  // The paid firm accepts it from its dashboard and sees the case, but not who the client is.
  const firmContext = await browser.newContext();
  const firmPage = await firmContext.newPage();
  await signInAsFirm(firmPage, taker.email, E2E_PASSWORD);
  await tab(firmPage, 'Open Leads').click();
  await expect(firmPage.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(firmPage.getByText(firstName)).toHaveCount(0);
  await firmPage
    .getByRole('button', { name: `Accept Lead: A private client, Uncontested Divorce, reference ${reference}` })
    .click();
  await expect(firmPage.getByText(LEAD_RELEASE_MESSAGES.accepted)).toBeVisible({ timeout: CALL_TIMEOUT });
  await tab(firmPage, 'Leads').click();
  await firmPage.getByRole('button', { name: LEAD_RELEASE_MESSAGES.withheld }).click();
  const details = firmPage.getByRole('dialog');
  await expect(details.getByText(LEAD_RELEASE_MESSAGES.withheld)).toBeVisible();
  await expect(details.getByText(`${city}, Gauteng`)).toBeVisible();
  for (const hidden of [firstName, 'Mokoena', client]) await expect(firmPage.getByText(hidden)).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();

  // The client's email names the firm and carries one link to share and one to decline.
  const email = await waitForEmail(client, new RegExp(`${taker.firmName} wants to help`), MAIL_WAIT);
  expect(email.text).toContain(`Hello ${firstName},`);
  await clientPage.setContent(email.html);
  const releaseLink = clientPage.getByRole('link', { name: `Share my details with ${taker.firmName}` });
  await expect(clientPage.getByRole('link', { name: 'Decline' })).toHaveCount(1);
  const href = await releaseLink.getAttribute('href');
  expect(href).toMatch(/\/share-details\?token=[A-Za-z0-9_-]{43}&decision=release$/);

  // The release page shows the firm's name and asks before anything happens.
  await clientPage.goto(href!);
  await expect(clientPage.getByRole('heading', { name: `Share your contact details with ${taker.firmName}?` })).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  const shots = test.info().outputPath();
  await clientPage.setViewportSize({ width: 375, height: 800 });
  await keepScreenshot(clientPage, { path: `${shots}/release-375.png`, fullPage: true });
  await clientPage.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(clientPage, { path: `${shots}/release-1280.png`, fullPage: true });
  // Still nothing shared: opening the link decided nothing.
  await expect(firmPage.getByRole('button', { name: LEAD_RELEASE_MESSAGES.withheld })).toBeVisible();

  await clientPage.getByRole('button', { name: `Share my details with ${taker.firmName}` }).click();
  await expect(clientPage.getByText(LEAD_RELEASE_MESSAGES.released(taker.firmName))).toBeVisible({ timeout: CALL_TIMEOUT });

  // Only now does the firm see who the client is (its lead list is live).
  await firmPage.getByRole('button', { name: `${firstName} Mokoena` }).click({ timeout: CALL_TIMEOUT });
  await expect(firmPage.getByRole('dialog').getByRole('link', { name: client })).toBeVisible();

  // The link works once.
  await clientPage.goto(href!);
  await expect(clientPage.getByText(LEAD_RELEASE_MESSAGES.used)).toBeVisible({ timeout: CALL_TIMEOUT });
  await Promise.all([clientContext.close(), firmContext.close()]);
});
