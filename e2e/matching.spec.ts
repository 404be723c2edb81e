import { expect, test, type Page } from '@playwright/test';
import { createFirm, findDocs, uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { trackConsoleErrors } from './support/console';
import { translator } from '../src/domain/i18n/translate';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { gotoInteractive } from './support/navigation';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

test.describe.configure({ timeout: 180_000 });

/**
 * Each journey creates its own firms in a town only it uses, so its top matches (and the leads
 * they receive) never touch the demo firms or another journey's data. Alpha, Bravo and Charlie
 * score the maximum, so firms of other journeys in the same province never outrank them.
 */
async function firmsInTown(tag: string) {
  // One word, so no other journey's town overlaps it by a word (which would score a partial match).
  const city = `Testburg${tag}`;
  await Promise.all([
    createFirm(`${tag}-a`, {
      firmName: `Alpha ${tag} Attorneys`,
      primaryCity: city,
      cities: [city],
      practiceAreas: ['uncontested-divorce'],
      rating: 5,
      packageType: 'premium_plus',
    }),
    createFirm(
      `${tag}-b`,
      {
        firmName: `Bravo ${tag} Legal`,
        primaryCity: city,
        cities: [city],
        practiceAreas: ['uncontested-divorce'],
        rating: 4.9,
        packageType: 'free',
      },
      { leadsThisMonth: 1 },
    ),
    createFirm(`${tag}-c`, {
      firmName: `Charlie ${tag} Inc.`,
      primaryCity: city,
      cities: [city],
      practiceAreas: ['uncontested-divorce', 'family'],
      rating: 4.8,
    }),
    createFirm(`${tag}-d`, {
      firmName: `Delta ${tag} Chambers`,
      primaryCity: city,
      cities: [city],
      practiceAreas: ['child-maintenance'],
      rating: 4.1,
    }),
    createFirm(`${tag}-e`, {
      firmName: `Echo ${tag} Collections`,
      primaryCity: city,
      cities: [city],
      businessServices: { collections: true, generalBusiness: false },
      rating: 4.7,
    }),
  ]);
  return city;
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test('a person below the Legal Aid means test sees how to apply beside the matches, and the answer never leaves the browser', async ({
  page,
}) => {
  const tag = uniqueTag();
  const city = await firmsInTown(tag);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.postData() ?? '');
  });
  await completePersonWizard(page, { email: `legal-aid-${tag}@example.co.za`, city, income: 'R5 000 to R8 699' });
  const panel = page.getByRole('complementary', { name: /You may qualify for free legal help from Legal Aid South Africa/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: '0800 110 110' })).toHaveAttribute('href', 'tel:0800110110');
  await expect(panel).toContainText('nearest Legal Aid SA office in Limpopo');
  // The match still happened: the request went to the best firm.
  await expect(page.getByText(/Your request was sent to/).first()).toBeVisible();
  expect(sent.some((body) => body.includes(`legal-aid-${tag}@example.co.za`))).toBe(true);
  expect(sent.some((body) => /5000-8699|income/i.test(body))).toBe(false);
  await keepScreenshot(page, { path: test.info().outputPath('legal-aid-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(panel).toBeVisible();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: test.info().outputPath('legal-aid-375.png'), fullPage: true });
});

test('a person completes the wizard, sees every validation message, goes back without losing data, and lands on results with reasons', async ({
  page,
}) => {
  const errors = trackConsoleErrors(page);
  const tag = uniqueTag();
  const city = await firmsInTown(tag);
  const email = `person-${tag}@example.co.za`;

  await gotoInteractive(page, '/matching');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  for (const link of ['Terms and Conditions', 'Privacy Policy', 'Disclaimer', 'Cookie Policy']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(link) })).toHaveAttribute('target', '_blank');
  }
  await continueButton(page).click();
  await expect(page.getByText('Please accept the terms to continue')).toBeVisible();
  await page.getByLabel(/I accept the Terms/).check();
  await continueButton(page).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: /An individual/ }).click();

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter your last name')).toBeVisible();
  await page.getByLabel('First name').fill('  ');
  await page.getByLabel('Last name').fill('Mokoena');
  await continueButton(page).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await page.getByLabel('First name').fill('Lerato');
  await continueButton(page).click();
  await continueButton(page).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();

  // Back from the email step returns to the names, still filled in.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Lerato');
  await expect(page.getByLabel('Last name')).toHaveValue('Mokoena');
  await continueButton(page).click();
  await page.getByLabel('Email address').fill(email);
  await continueButton(page).click();

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText('Please select a province')).toBeVisible();
  await page.getByLabel('Province').selectOption('Limpopo');
  await continueButton(page).click();
  await continueButton(page).click();
  await expect(page.getByText('Please enter your city or town')).toBeVisible();
  await page.getByLabel('City or town').fill(city);
  // Back from the city returns to the province; the city typed is still there on the way forward.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Province')).toHaveValue('Limpopo');
  await continueButton(page).click();
  await expect(page.getByLabel('City or town')).toHaveValue(city);
  await continueButton(page).click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  const need = page.getByRole('combobox', { name: 'What do you need help with?' });
  await need.fill('zzqx');
  await expect(page.getByText('No direct matches. Try rephrasing or browse common areas.')).toBeVisible();
  await page.getByRole('button', { name: 'Find My Match' }).click();
  await expect(
    page.getByText('Please select a valid practice area from the suggestions, or try rephrasing your search.'),
  ).toBeVisible();
  await need.fill('getting divorced');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(need).toHaveValue('Divorce & Separation');
  await page
    .getByRole('group', { name: 'More specifically (optional)' })
    .getByRole('radio', { name: 'Uncontested Divorce' })
    .check();
  await page.getByLabel(/Briefly describe/).fill('We agree on everything.');
  // Two quick clicks: the submission flag lets only one request through.
  const submit = page.getByRole('button', { name: 'Find My Match' });
  await submit.dblclick();

  await expect(page).toHaveURL(/\/results$/, { timeout: CALL_TIMEOUT });
  await expect(page.getByText(`Your request was sent to Alpha ${tag} Attorneys`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Matches' })).toBeVisible();
  // The firm that has the request is the first card, marked as such, and cannot be sent it twice.
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard).toHaveAccessibleName(`Alpha ${tag} Attorneys`);
  await expect(firstCard.getByText('Your request was sent to this firm')).toBeVisible();
  await expect(page.getByRole('button', { name: `Get Matched with Alpha ${tag} Attorneys` })).toHaveCount(0);
  const bravo = page.getByRole('article', { name: `Bravo ${tag} Legal` });
  await expect(bravo).toBeVisible();
  await expect(bravo.getByRole('list', { name: 'Why this firm matches' })).toContainText(`Based in ${city}`);
  await expect(bravo.getByRole('list', { name: 'Why this firm matches' })).toContainText('Handles Uncontested Divorce');
  await expect(bravo.getByText('100%')).toBeVisible();

  const leads = await waitForDocs('leads', 'formData.email', email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ firmId: `${tag}-a`, status: 'pending', source: 'matching', province: 'Limpopo' });
  const contacts = await findDocs('contacts', 'email', email);
  expect(contacts).toHaveLength(1);
  expect(contacts[0]).toMatchObject({ firstName: 'Lerato', lastName: 'Mokoena', consent: true });
  const firmMail = await findDocs('mail', 'to', `${tag}-a@journey.test`);
  expect(firmMail.map((m) => m.template)).toEqual(['lead-notification']);
  expect((firmMail[0]!.data as Record<string, unknown>).leadId).toBe(leads[0]!.id);
  expect((await findDocs('mail', 'to', email)).map((m) => m.template)).toEqual(['client-confirmation']);
  expect(await findDocs('openLeads', 'originalLeadId', leads[0]!.id)).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('a business completes the wizard with every business validation message and is matched to a collections firm', async ({
  page,
}) => {
  const tag = uniqueTag();
  const city = await firmsInTown(tag);
  const email = `business-${tag}@example.co.za`;
  await gotoInteractive(page, '/matching');
  await page.getByLabel(/I accept the Terms/).check();
  await continueButton(page).click();
  await page.getByRole('button', { name: /A business/ }).click();
  await continueButton(page).click();
  await expect(page.getByText('Please enter your company name')).toBeVisible();
  await page.getByLabel('Company name').fill(`Brightside ${tag} (Pty) Ltd`);
  await continueButton(page).click();
  await continueButton(page).click();
  await expect(page.getByText('Please enter a contact person')).toBeVisible();
  await page.getByLabel('Contact person').fill('Sipho Ndlovu');
  await continueButton(page).click();
  await continueButton(page).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  // Back twice walks company <- contact <- email, keeping what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Contact person')).toHaveValue('Sipho Ndlovu');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue(`Brightside ${tag} (Pty) Ltd`);
  await continueButton(page).click();
  await continueButton(page).click();
  await page.getByLabel('Email address').fill(email);
  await continueButton(page).click();
  await page.getByLabel('Province').selectOption('Limpopo');
  await continueButton(page).click();
  await page.getByLabel('City or town').fill(city);
  await continueButton(page).click();
  await page.getByRole('button', { name: /Debt Collection/ }).click();
  await page.getByLabel('Additional details (optional)').fill('Twelve unpaid invoices.');
  // Back from the details keeps them for the same service type.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: /Debt Collection/ }).click();
  await expect(page.getByLabel('Additional details (optional)')).toHaveValue('Twelve unpaid invoices.');
  await page.getByRole('button', { name: 'Find My Match' }).click();

  await expect(page).toHaveURL(/\/results$/, { timeout: CALL_TIMEOUT });
  await expect(page.getByText(`Your request was sent to Echo ${tag} Collections`)).toBeVisible();
  // Firms elsewhere in the province that offer collections outrank this town's general firms.
  await expect(page.getByRole('list', { name: 'Why this firm matches' }).first()).toContainText(
    'Offers debt collection services',
  );

  const leads = await waitForDocs('leads', 'formData.email', email);
  expect(leads[0]).toMatchObject({ firmId: `${tag}-e`, source: 'matching' });
  expect(leads[0]!.formData).toMatchObject({
    companyName: `Brightside ${tag} (Pty) Ltd`,
    serviceType: 'collections',
    additionalDetails: 'Twelve unpaid invoices.',
  });
  expect(await findDocs('contacts', 'email', email)).toHaveLength(1);
  const mail = await findDocs('mail', 'to', `${tag}-e@journey.test`);
  expect(mail[0]).toMatchObject({ template: 'lead-notification' });
});

test('a chosen firm is confirmed on /contact-firm with an open-lead copy, and a full free firm answers with the limit message', async ({
  page,
}) => {
  const tag = uniqueTag();
  const city = await firmsInTown(tag);
  const email = `chooser-${tag}@example.co.za`;
  await completePersonWizard(page, { email, city });

  // Another client takes the free firm's last lead while this one reads the results.
  await adminDb.doc(`firms/${tag}-b/private/account`).update({ leadsThisMonth: 2 });
  await page.getByRole('button', { name: `Get Matched with Bravo ${tag} Legal` }).click();
  await expect(page).toHaveURL(/\/contact-firm$/);
  await expect(page.getByRole('heading', { name: 'Unable to Process Match' })).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(
    page.getByText('This firm has reached their monthly lead limit. Please try another firm or contact support.'),
  ).toBeVisible();
  expect(await findDocs('leads', 'firmId', `${tag}-b`)).toHaveLength(0);

  await page.getByRole('button', { name: 'Choose Another Firm' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: CALL_TIMEOUT });
  await page.getByLabel(/Also share my case/).check();
  await page.getByLabel('Sort by').selectOption('rating');
  await page.getByRole('button', { name: `Get Matched with Charlie ${tag} Inc.` }).click();
  await expect(page.getByRole('heading', { name: 'Successfully Matched!' })).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(page.getByText('Your case was also shared with other verified law firms in Limpopo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');

  const leads = await waitForDocs('leads', 'firmId', `${tag}-c`);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ status: 'pending', source: 'results', province: 'Limpopo' });
  const open = await findDocs('openLeads', 'originalLeadId', leads[0]!.id);
  expect(open).toHaveLength(1);
  expect(open[0]).toMatchObject({
    province: 'Limpopo',
    displayName: 'A private client',
    state: 'open',
    serviceLabel: 'Uncontested Divorce',
  });
  expect(open[0]).not.toHaveProperty('formData');
  expect((await findDocs('mail', 'to', `${tag}-c@journey.test`)).map((m) => m.template)).toEqual(['lead-notification']);
  expect(await findDocs('contacts', 'email', email)).toHaveLength(2);
});

test('results and confirmation without a search send the visitor to the wizard', async ({ page }) => {
  await page.goto('/results');
  await expect(page).toHaveURL(/\/matching$/);
  await page.goto('/contact-firm');
  await expect(page).toHaveURL(/\/matching$/);
});

test('the wizard works at 375 px without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoInteractive(page, '/matching');
  await page.getByLabel(/I accept the Terms/).check();
  await continueButton(page).click();
  await expectNoSidewaysScroll(page);
});

test('Continue pressed before the app has loaded: the next visit opens at the second step, the terms accepted', async ({
  browser,
}) => {
  // A phone whose JavaScript has not arrived yet sends the prerendered first step the browser's way.
  const t = translator('zu');
  const slow = await browser.newContext({ javaScriptEnabled: false });
  const before = await slow.newPage();
  await before.goto('/zu/matching');
  await before.getByLabel(t('terms.accept')).check();
  await before.getByRole('button', { name: t('wizard.continue'), exact: true }).click();
  await expect(before).toHaveURL(/\/zu\/matching\?legalTermsAccepted=on&step=2$/);
  const sent = before.url();
  await slow.close();

  // With the app, that address is the second step, in the page's language.
  const page = await browser.newPage();
  await page.goto(sent);
  await expect(page.getByRole('heading', { name: t('wizard.step.userType') })).toBeVisible();
  await page.close();
});
