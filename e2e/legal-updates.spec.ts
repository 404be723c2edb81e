import { expect, test, type Page } from '@playwright/test';
import { LEGAL_UPDATES_TEXTS } from '../src/domain/blog/legal-updates-text';
import { adminDb } from './support/admin';
import { MAIL_WAIT, rawEmail, waitForEmail } from './support/mail';
import { uniqueTag } from './matching-fixtures';
import { CALL_TIMEOUT } from './support/wizard';
import { signInAsOperator } from './support/operator';
import { screenshotsAtBothWidths } from './support/screens';
import { gotoInteractive } from './support/navigation';

test.describe.configure({ timeout: 300_000 });

/** The form on /legal-updates, as a visitor fills it in. */
async function subscribe(page: Page, email: string, shoot = false) {
  await gotoInteractive(page, '/legal-updates');
  const form = page.getByRole('form', { name: 'Subscribe to legal updates' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('checkbox', { name: "Send me RegMatch's legal updates by email. I can unsubscribe at any time." }).check();
  if (shoot) await screenshotsAtBothWidths(page, 'legal-updates-form');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(LEGAL_UPDATES_TEXTS.sent)).toBeVisible({ timeout: CALL_TIMEOUT });
  if (shoot) await screenshotsAtBothWidths(page, 'legal-updates-sent');
}

/** Opens the link in the double opt-in email and presses the button. */
async function confirmFromEmail(page: Page, email: string, shoot = false) {
  const mail = await waitForEmail(email, /Confirm your RegMatch legal updates/, MAIL_WAIT);
  await page.setContent(mail.html);
  const href = await page.getByRole('link', { name: 'Confirm my subscription' }).getAttribute('href');
  expect(href).toMatch(/\/legal-updates\/confirm\?token=[A-Za-z0-9_-]{43}$/);
  await page.goto(href!);
  const button = page.getByRole('button', { name: 'Confirm my subscription' });
  await expect(button).toBeVisible({ timeout: CALL_TIMEOUT });
  if (shoot) await screenshotsAtBothWidths(page, 'legal-updates-confirm');
  await button.click();
  await expect(page.getByText(LEGAL_UPDATES_TEXTS.confirmed)).toBeVisible({ timeout: CALL_TIMEOUT });
  if (shoot) await screenshotsAtBothWidths(page, 'legal-updates-confirmed');
}

async function sendUpdate(page: Page, subject: string, shoot = false) {
  const panel = page.getByRole('tabpanel', { name: 'Legal updates' });
  await panel.getByLabel('Subject').fill(subject);
  await panel
    .getByLabel('Update', { exact: true })
    .fill(`The Maintenance Amendment Act changes how arrears are collected.\n\nIn short: ${subject}.`);
  await panel.getByRole('button', { name: 'Send to subscribers' }).click();
  if (shoot) await screenshotsAtBothWidths(page, 'admin-legal-updates-confirm');
  await panel.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(panel.getByText(/^Queued \d+ emails?, one to each confirmed subscriber/)).toBeVisible({ timeout: CALL_TIMEOUT });
  if (shoot) await screenshotsAtBothWidths(page, 'admin-legal-updates-sent');
}

const updateMailsTo = async (email: string, subject: string) =>
  (await adminDb.collection('mail').where('to', '==', email).where('template', '==', 'legal-update').get()).docs.filter(
    (d) => d.get('data.subject') === subject,
  );

test('a subscriber confirms from the email, receives the operator’s update, unsubscribes from its link and gets no more', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const reader = `reader-${tag}@example.co.za`;
  // A second subscriber who stays: once they have the second update, it has been sent.
  const stayer = `stayer-${tag}@example.co.za`;

  const visitor = await (await browser.newContext()).newPage();
  await subscribe(visitor, reader, true);
  await confirmFromEmail(visitor, reader, true);
  const other = await (await browser.newContext()).newPage();
  await subscribe(other, stayer);
  await confirmFromEmail(other, stayer);

  // The operator writes and sends an update from the Control Panel.
  const operator = await (await browser.newContext()).newPage();
  await signInAsOperator(operator);
  await operator.getByRole('tab', { name: 'Legal updates' }).click();
  const first = `Maintenance arrears ${tag}`;
  await sendUpdate(operator, first, true);

  // The subscriber receives it, with their own unsubscribe link in the body and the header.
  const update = await waitForEmail(reader, new RegExp(first), MAIL_WAIT);
  expect(update.text).toContain(`In short: ${first}.`);
  await visitor.setContent(update.html);
  const unsubscribeHref = await visitor.getByRole('link', { name: 'Unsubscribe from legal updates' }).getAttribute('href');
  expect(unsubscribeHref).toMatch(/\/legal-updates\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
  // Mail programs read the same link from the List-Unsubscribe header (folded lines unfolded).
  const headers = (await rawEmail(update.id)).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <${unsubscribeHref!.replace(/[.?]/g, '\\$&')}>$`, 'mi'));

  // One click on the page the link opens unsubscribes.
  await visitor.goto(unsubscribeHref!);
  await expect(visitor.getByRole('button', { name: 'Unsubscribe' })).toBeVisible({ timeout: CALL_TIMEOUT });
  await screenshotsAtBothWidths(visitor, 'legal-updates-unsubscribe');
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText(LEGAL_UPDATES_TEXTS.unsubscribed)).toBeVisible({ timeout: CALL_TIMEOUT });
  await screenshotsAtBothWidths(visitor, 'legal-updates-unsubscribed');

  // A second update reaches the subscriber who stayed, and not the one who left.
  const second = `Protection orders online ${tag}`;
  await sendUpdate(operator, second);
  await waitForEmail(stayer, new RegExp(second), MAIL_WAIT);
  expect(await updateMailsTo(reader, second)).toHaveLength(0);
  expect(await updateMailsTo(stayer, second)).toHaveLength(1);
});
