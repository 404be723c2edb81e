import { expect, test } from '@playwright/test';
import { SEND_ON_MESSAGES } from '../src/domain/leads/send-on';
import { runJobAt } from '../tests/fixtures/clock-run';
import { uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { callAsFirm, createTestFirm, divorceFirmIn } from './support/firm-accounts';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { asTyped, confirmNumber, uniqueMobile, useMessagingSimulator } from './support/phone';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';

// "Did <firm> contact you?" on WhatsApp (issue 35): the question comes with Yes / No quick replies;
// the client taps No in the messaging simulator (which posts the tap to the webhook as Meta does),
// the lead reopens, and the "open again" message's link sends the request on to the next firm.
// The firm's side (marking the lead contacted in its dashboard) is e2e/contact-claim.spec.ts's.
test.describe.configure({ timeout: 240_000 });

const { simUrl, waitForMessages } = useMessagingSimulator();

test('a WhatsApp client taps No under "Did <firm> contact you?": the lead reopens and the client sends it on from the next message', async ({
  page,
}) => {
  const tag = uniqueTag();
  const city = `Tapton${tag}`;
  const first = await createTestFirm('premium', 'wa-claim-first', { ...divorceFirmIn(city), rating: 5 });
  const second = await createTestFirm('premium', 'wa-claim-second', { ...divorceFirmIn(city), rating: 4.8 });
  const phone = uniqueMobile('82');
  // Its holder has replied YES before (a number gets nothing else until then: docs/notifications.md).
  await confirmNumber(phone);
  const client = `wa-claim-${tag}@example.co.za`;
  await completePersonWizard(page, { firstName: `Zodwa${tag}`, email: client, city, phone: asTyped(phone) });
  const [lead] = await waitForDocs('leads', 'firmId', first.firmId);

  // The firm says it phoned; an hour on, the asking job puts the question to the client (the clock moved, not waited for).
  await callAsFirm(first, 'updateLeadStatus', { leadId: lead!.id, status: 'contacted' });
  const asked = await runJobAt<{ leadId: string; outcome: string }>('contactCheckRun', Date.now() + 2 * 3_600_000, {
    leadIds: [lead!.id],
  });
  expect(asked).toContainEqual({ leadId: lead!.id, outcome: 'asked' });
  await waitForMessages(phone, 2);

  // On the phone: the question, with two buttons under it.
  await page.goto(simUrl(`/inbox/${encodeURIComponent(phone)}`));
  const question = page.getByTestId('message').filter({ hasText: `did ${first.firmName} contact you` });
  const replies = question.getByRole('group', { name: 'Quick replies' });
  await expect(replies.getByRole('button')).toHaveText(['Yes', 'No']);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `${test.info().outputPath()}/whatsapp-contact-question-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await replies.getByRole('button', { name: 'No' }).click();

  // The tap reopened the request exactly as the No link does.
  await expect
    .poll(async () => (await adminDb.doc(`leads/${lead!.id}`).get()).get('contactClaim.state'), { timeout: CALL_TIMEOUT })
    .toBe('denied');
  expect((await adminDb.doc(`leads/${lead!.id}`).get()).get('status')).toBe('pending');
  await waitForEmail(client, /Your request is open again/, MAIL_WAIT);

  // The next message says why, and links the next firm's send-on page.
  const messages = await waitForMessages(phone, 3);
  const reopened = messages.at(-1)!;
  expect(reopened.text).toContain(`you told us ${first.firmName} did not contact you`);
  const sendOn = /https?:\/\/\S+\/my-request\/send-on\?token=[A-Za-z0-9_-]{43}/.exec(reopened.text)?.[0];
  expect(sendOn).toBeTruthy();
  await page.goto(sendOn!);
  await page.getByRole('button', { name: `Send my request to ${second.firmName}` }).click({ timeout: CALL_TIMEOUT });
  await expect(page.getByText(SEND_ON_MESSAGES.sent(second.firmName))).toBeVisible({ timeout: CALL_TIMEOUT });
  const [passed] = await waitForDocs('leads', 'firmId', second.firmId);
  expect(passed).toMatchObject({ reroutedFromLeadId: lead!.id, status: 'pending' });
});
