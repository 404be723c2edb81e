import { expect, type Page } from '@playwright/test';
import { translator, type Translate } from '../../src/domain/i18n/translate';
import { runJobAt } from '../../tests/fixtures/clock-run';
import { adminDb } from './admin';
import { MAIL_WAIT, waitForEmail } from './mail';
import { CALL_TIMEOUT } from './wizard';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A firm marked `leadId` contacted: the asking job runs (moved two hours on, this lead only), the
 * client's "Did <firm> contact you?" email arrives in their language (`t`), and the hrefs of its
 * Yes or No link and of the request page are answered.
 */
export async function contactQuestionLink(
  page: Page,
  {
    leadId,
    client,
    firmName,
    answer,
    t = translator('en'),
  }: { leadId: string; client: string; firmName: string; answer: 'yes' | 'no'; t?: Translate },
) {
  await expect
    .poll(async () => (await adminDb.doc(`leads/${leadId}`).get()).get('contactClaim.state'), { timeout: CALL_TIMEOUT })
    .toBe('asked');
  const outcomes = await runJobAt<{ leadId: string; outcome: string }>('contactCheckRun', Date.now() + 2 * 3_600_000, {
    leadIds: [leadId],
  });
  expect(outcomes).toContainEqual({ leadId, outcome: 'asked' });
  const mail = await waitForEmail(client, new RegExp(escape(t('email.contactCheck.subject', { firm: firmName }))), MAIL_WAIT);
  await page.setContent(mail.html);
  const name = answer === 'yes' ? t('email.contactCheck.yes', { firm: firmName }) : t('email.contactCheck.no');
  const href = await page.getByRole('link', { name }).getAttribute('href');
  expect(href).toMatch(/\/my-request\/contact\?token=[A-Za-z0-9_-]{43}&answer=(yes|no)$/);
  const manage = await page.getByRole('link', { name: t('email.manageButton') }).getAttribute('href');
  return { href: href!, manage: manage! };
}

/** The client confirms the firm's contact from the emailed question: what makes it count (median, review invite). */
export async function clientConfirmsContact(
  page: Page,
  who: { leadId: string; client: string; firmName: string; t?: Translate },
) {
  const t = who.t ?? translator('en');
  const { href } = await contactQuestionLink(page, { ...who, answer: 'yes' });
  await page.goto(href);
  await page.getByRole('button', { name: t('contactCheck.yes') }).click({ timeout: CALL_TIMEOUT });
  await expect(page.getByText(t('contactCheck.thanksYes', { firm: who.firmName }))).toBeVisible({ timeout: CALL_TIMEOUT });
}
