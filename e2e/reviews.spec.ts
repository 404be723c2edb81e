import { expect, test } from '@playwright/test';
import { clientConfirmsContact } from './support/contact-check';
import { REVIEW_MESSAGES } from '../src/domain/reviews/reviews';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { uniqueTag, waitForDocs } from './matching-fixtures';
import { createTestFirm, divorceFirmIn, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { screenshotsAtBothWidths } from './support/screens';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';

test.describe.configure({ timeout: 300_000 });

/** The review invite waits for two triggers (the lead update, then delivery). */
const REVIEW_MAIL_WAIT = MAIL_WAIT + 30_000;

test('a client reviews the firm that answered them from the emailed link; the rating moves, the firm replies, the link works once', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const city = `Reviewton${tag}`;
  const firm = await createTestFirm('premium', 'review', { ...divorceFirmIn(city, 'Northern Cape'), isFeatured: true });
  const firstName = `Lerato${tag}`;
  const client = `reviewer-${tag}@example.co.za`;
  const reviewText = `They phoned me the next morning and explained the uncontested divorce steps clearly (${tag}).`;

  // The client's request goes to the firm; its card says it has no reviews yet.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await completePersonWizard(clientPage, { firstName, email: client, city, province: 'Northern Cape' });
  const resultCard = clientPage.getByRole('article', { name: firm.firmName });
  await expect(resultCard.getByText(REVIEW_MESSAGES.noReviews)).toBeVisible();
  const [lead] = await waitForDocs('leads', 'firmId', firm.firmId);
  expect(lead).toBeDefined();

  // The firm marks the lead contacted in its dashboard and the client confirms it: that sends the
  // invite (a firm's word alone does not, docs/response-clock.md "Contact claims").
  const firmContext = await browser.newContext();
  const firmPage = await firmContext.newPage();
  await signInAsFirm(firmPage, firm.email, E2E_PASSWORD);
  await tab(firmPage, 'Leads').click();
  await firmPage.getByLabel(`Status for ${firstName} Mokoena`).selectOption('contacted');
  await clientConfirmsContact(clientPage, { leadId: lead!.id, client, firmName: firm.firmName });

  // The invite arrives in the mail catcher with one link to review this firm.
  const email = await waitForEmail(client, new RegExp(`How was ${firm.firmName}\\?`), REVIEW_MAIL_WAIT);
  expect(email.text).toContain(`Hello ${firstName},`);
  await clientPage.setContent(email.html);
  const href = await clientPage.getByRole('link', { name: `Review ${firm.firmName}` }).getAttribute('href');
  expect(href).toMatch(/\/review\?token=[A-Za-z0-9_-]{43}$/);

  // The review page names the firm; stars are a radio group; the form explains what is missing.
  await clientPage.goto(href!);
  await expect(clientPage.getByRole('heading', { name: `How was ${firm.firmName}?` })).toBeVisible({ timeout: CALL_TIMEOUT });
  await clientPage.getByRole('button', { name: 'Send review' }).click();
  await expect(clientPage.getByText(REVIEW_MESSAGES.rating)).toBeVisible();
  await expect(clientPage.getByText(REVIEW_MESSAGES.textTooShort)).toBeVisible();
  const stars = clientPage.getByRole('group', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '4 stars, Very good' }).check();
  await clientPage.getByLabel('Your review').fill(reviewText);
  await screenshotsAtBothWidths(clientPage, 'review');
  await clientPage.getByRole('button', { name: 'Send review' }).click();
  await expect(clientPage.getByText(REVIEW_MESSAGES.thanks(firm.firmName))).toBeVisible({ timeout: CALL_TIMEOUT });

  // The firm's public card now shows the real rating, and its details the review as from a verified client.
  await clientPage.goto('/featured-firms/northern-cape');
  const card = clientPage.getByRole('article', { name: firm.firmName });
  await expect(card.getByText('4.0')).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(card.getByText('(1 review)')).toBeVisible();
  await card.getByRole('button', { name: 'More Details' }).click();
  const review = card.getByRole('article', { name: /^Review from / });
  await expect(review.getByText(reviewText)).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(review.getByText(REVIEW_MESSAGES.verifiedClient)).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  // The firm replies once from its Reviews tab; the reply button is gone afterwards.
  await tab(firmPage, 'Reviews').click();
  const managed = firmPage.getByRole('article', { name: /^Review from / }).filter({ hasText: reviewText });
  await managed.getByRole('button', { name: 'Reply' }).click();
  await managed.getByLabel('Your public reply').fill('Thank you for trusting us with your matter.');
  await screenshotsAtBothWidths(firmPage, 'dashboard-reviews-reply-form');
  await managed.getByRole('button', { name: 'Post reply' }).click();
  await expect(managed.getByText('Thank you for trusting us with your matter.')).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(managed.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await screenshotsAtBothWidths(firmPage, 'dashboard-reviews');

  // The public sees the reply under the review.
  await clientPage.reload();
  await card.getByRole('button', { name: 'More Details' }).click();
  await expect(card.getByText('Thank you for trusting us with your matter.')).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(card.getByText(`Response from ${firm.firmName}`, { exact: false })).toBeVisible();

  // The link works once.
  await clientPage.goto(href!);
  await expect(clientPage.getByText(REVIEW_MESSAGES.used)).toBeVisible({ timeout: CALL_TIMEOUT });
  await Promise.all([clientContext.close(), firmContext.close()]);
});
