import { expect, test, type Page } from '@playwright/test';
import { translator, type Translate } from '../src/domain/i18n/translate';
import { clientConfirmsContact } from './support/contact-check';
import { REVIEW_TEXT_MIN } from '../src/domain/reviews/reviews';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { uniqueTag, waitForDocs } from './matching-fixtures';
import { createTestFirm, divorceFirmIn, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { screenshotsAtBothWidths } from './support/screens';
import { CALL_TIMEOUT } from './support/wizard';
import { gotoInteractive } from './support/navigation';
import { areaNameIn } from '../tests/fixtures/area-names';

// Issue 27: the review invite of a client who used isiZulu opens the review page in isiZulu, and
// the review is written and sent there. Every expected word comes from the real catalogs.
test.describe.configure({ timeout: 300_000 });

/** The invite waits for two triggers (the lead update, then delivery). */
const REVIEW_MAIL_WAIT = MAIL_WAIT + 30_000;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The isiZulu wizard from its first screen to the results (as the languages journey walks it). */
async function requestInIsiZulu(page: Page, t: Translate, { email, city }: { email: string; city: string }) {
  const next = () => page.getByRole('button', { name: t('wizard.continue'), exact: true }).click();
  await gotoInteractive(page, '/zu/matching');
  await expect(page.getByText(t('wizard.stepCount', { current: 1, total: 5 }))).toBeVisible();
  await next();
  await page.getByLabel(t('terms.accept')).check();
  await next();
  await page.getByRole('button', { name: new RegExp(t('userType.person')) }).click();
  await page.getByLabel(t('details.firstName'), { exact: true }).fill('Nomsa');
  await page.getByLabel(t('details.lastName'), { exact: true }).fill('Mokoena');
  await next();
  await page.getByLabel(t('details.email')).fill(email);
  await next();
  await page.getByLabel(t('location.province'), { exact: true }).selectOption('Northern Cape');
  await next();
  await page.getByLabel(t('location.city')).fill(city);
  await next();
  await page.getByRole('combobox', { name: t('need.label') }).fill('divorce');
  await page
    .getByRole('option', { name: /Divorce & Separation/ })
    .first()
    .click();
  await page
    .getByRole('group', { name: t('need.specific') })
    .getByRole('radio', { name: areaNameIn('zu', 'uncontested-divorce') })
    .check();
  await page.getByRole('button', { name: t('wizard.submit') }).click();
  await expect(page).toHaveURL(/\/zu\/results$/, { timeout: CALL_TIMEOUT });
}

test('a client who used isiZulu opens the review link from the isiZulu invite and reviews the firm in isiZulu', async ({
  browser,
}) => {
  const t = translator('zu');
  const tag = uniqueTag();
  const city = `Zulureview${tag}`;
  const firm = await createTestFirm('premium', 'revzu', divorceFirmIn(city, 'Northern Cape'));
  const email = `review-zu-${tag}@example.co.za`;
  const reviewText = `Bangifonele ngakusasa ekuseni bangichazela zonke izinyathelo kahle (${tag}).`;

  // The request goes to the firm; on the isiZulu results its card's reviews speak isiZulu.
  const clientContext = await browser.newContext();
  const page = await clientContext.newPage();
  await requestInIsiZulu(page, t, { email, city });
  const card = page.getByRole('article', { name: firm.firmName });
  await card.getByRole('button', { name: t('card.moreDetails') }).click();
  const reviews = card.getByRole('region', { name: t('card.reviewsOf', { firm: firm.firmName }) });
  await expect(reviews.getByRole('heading', { name: t('card.reviewsTitle') })).toBeVisible();
  await expect(reviews.getByText(t('card.noReviews'))).toBeVisible({ timeout: CALL_TIMEOUT });
  const [lead] = await waitForDocs('leads', 'firmId', firm.firmId);

  // The firm marks the lead contacted in its dashboard and the client confirms it, from the
  // isiZulu question: that queues the invite.
  const firmContext = await browser.newContext();
  const firmPage = await firmContext.newPage();
  await signInAsFirm(firmPage, firm.email, E2E_PASSWORD);
  await tab(firmPage, 'Leads').click();
  await firmPage.getByLabel('Status for Nomsa Mokoena').selectOption('contacted');
  await clientConfirmsContact(page, { leadId: lead!.id, client: email, firmName: firm.firmName, t });

  // The invite arrives in isiZulu; its button opens the review page under /zu.
  const subject = t('email.review.subject', { firm: firm.firmName });
  const mail = await waitForEmail(email, new RegExp(escape(subject)), REVIEW_MAIL_WAIT);
  await page.setContent(mail.html);
  const href = await page.getByRole('link', { name: t('email.review.button', { firm: firm.firmName }) }).getAttribute('href');
  expect(new URL(href!).pathname).toBe('/zu/review');
  expect(new URL(href!).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The same invite's page in Afrikaans holds its layout too (the page speaks its URL's language).
  const token = new URL(href!).search;
  const af = translator('af');
  await page.goto(`/af/review${token}`);
  await expect(page.getByRole('heading', { name: af('review.question', { firm: firm.firmName }) })).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  await screenshotsAtBothWidths(page, 'af-review');

  // The isiZulu review page: heading, what is missing, stars and text, every word isiZulu.
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: t('review.question', { firm: firm.firmName }) })).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await page.getByRole('button', { name: t('review.send') }).click();
  await expect(page.getByText(t('server.review.rating'))).toBeVisible();
  await expect(page.getByText(t('review.error.textTooShort', { min: REVIEW_TEXT_MIN }))).toBeVisible();
  await screenshotsAtBothWidths(page, 'zu-review-errors');
  const stars = page.getByRole('group', { name: t('review.stars.legend') });
  await stars.getByRole('radio', { name: t('review.stars.option', { stars: 4, word: t('review.stars.veryGood') }) }).check();
  await expect(stars.getByText(t('review.stars.chosen', { stars: 4, max: 5, word: t('review.stars.veryGood') }))).toBeVisible();
  await page.getByLabel(t('review.textLabel')).fill(reviewText);
  for (const english of ['Your rating', 'Your review', 'Send review', 'Very good', 'characters'])
    await expect(page.getByText(english, { exact: false })).toHaveCount(0);
  await screenshotsAtBothWidths(page, 'zu-review');
  await page.getByRole('button', { name: t('review.send') }).click();
  await expect(page.getByRole('heading', { name: t('review.thanksTitle') })).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(page.getByText(t('review.thanks', { firm: firm.firmName }))).toBeVisible();
  await screenshotsAtBothWidths(page, 'zu-review-thanks');

  // The link works once: the server's refusal reads in isiZulu.
  await page.goto(href!);
  await expect(page.getByText(t('server.review.used'))).toBeVisible({ timeout: CALL_TIMEOUT });
  await Promise.all([clientContext.close(), firmContext.close()]);
});
