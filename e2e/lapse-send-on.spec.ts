import { expect, test } from '@playwright/test';
import { runResponseClockFor } from '../tests/fixtures/clock-run';
import type { Timestamp } from 'firebase-admin/firestore';
import { SEND_ON_MESSAGES, sendOnConsent } from '../src/domain/leads/send-on';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { createTestFirm, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

// "No client is left waiting" (issue 24): a wizard lead whose client did not tick the reroute box
// passes its deadline; the client is emailed the next best firms, follows one link, confirms, and
// that firm receives the lead; the request page's timeline shows it all. The clock is moved by
// running the job at a later `now` (the emulator-only responseClockRun); nothing waits for time.
test.describe.configure({ timeout: 300_000 });

test('a lapsed lead: the client follows the emailed link, confirms, and the next firm receives it', async ({ browser }) => {
  const tag = uniqueTag();
  const city = `Sendonville${tag}`;
  const place = { province: 'Limpopo' as const, primaryServiceArea: 'Limpopo', primaryCity: city, cities: [city] };
  const divorce = { ...place, practiceAreas: ['uncontested-divorce'] };
  const first = await createTestFirm('premium', 'lapse-first', { ...divorce, rating: 5 });
  const second = await createTestFirm('premium', 'lapse-second', { ...divorce, rating: 4.8 });
  const third = await createTestFirm('premium', 'lapse-third', { ...divorce, rating: 4.5 });
  const firstName = `Zanele${tag}`;
  const client = `lapse-${tag}@example.co.za`;

  // The client asks through the wizard and leaves the reroute box unticked (its default).
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await completePersonWizard(clientPage, { firstName, email: client, city, province: 'Limpopo' });
  const [lead] = await waitForDocs('leads', 'firmId', first.firmId);
  expect(lead!.consent).toMatchObject({ reroute: false });

  // The first firm opens the lead's details (the client will see "seen"), and then does nothing.
  const firmContext = await browser.newContext();
  const firmPage = await firmContext.newPage();
  await signInAsFirm(firmPage, first.email, E2E_PASSWORD);
  await tab(firmPage, 'Leads').click();
  await firmPage.getByRole('button', { name: `${firstName} Mokoena` }).click();
  await expect(firmPage.getByRole('dialog', { name: 'Lead Details' })).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc(`leads/${lead!.id}`).get()).get('seenAt'), { timeout: CALL_TIMEOUT })
    .toBeDefined();

  // The clock moves past the deadline: the lead lapses and the client is offered the next best firms.
  const due = (lead!.responseDueAt as Timestamp).toMillis();
  const outcomes = await runResponseClockFor<{ leadId: string; outcome: string; offeredFirmIds?: string[] }>(
    [lead!.id],
    due + 60_000,
  );
  const lapse = outcomes.find((o) => o.leadId === lead!.id);
  expect(lapse).toMatchObject({ outcome: 'lapsed' });
  // The journey's own firms rank first in their town; a demo firm elsewhere in the province may follow.
  expect(lapse!.offeredFirmIds!.slice(0, 2)).toEqual([second.firmId, third.firmId]);

  const offer = await waitForEmail(client, new RegExp(`${first.firmName} did not answer your request`), MAIL_WAIT);
  expect(offer.text).toContain(`Hello ${firstName}, ${first.firmName} did not respond`);
  await clientPage.setContent(offer.html);
  await expect(clientPage.getByRole('link', { name: `Send my request to ${third.firmName}` })).toBeVisible();
  const href = await clientPage.getByRole('link', { name: `Send my request to ${second.firmName}` }).getAttribute('href');
  expect(href).toMatch(/\/my-request\/send-on\?token=[A-Za-z0-9_-]{43}$/);
  const manage = await clientPage.getByRole('link', { name: 'Your request: view, withdraw or erase' }).getAttribute('href');

  // Opening the link sends nothing: the page names the firm, what it will receive, and asks.
  await clientPage.goto(href!);
  await expect(clientPage.getByRole('heading', { name: `Send your request to ${second.firmName}?` })).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await expect(clientPage.getByText(sendOnConsent(second.firmName))).toBeVisible();
  await expect(clientPage.getByRole('listitem').filter({ hasText: 'Your email address' })).toBeVisible();
  expect(await adminDb.collection('leads').where('firmId', '==', second.firmId).get()).toHaveProperty('size', 0);
  const shots = test.info().outputPath();
  for (const width of [1280, 375]) {
    await clientPage.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(clientPage);
    await keepScreenshot(clientPage, { path: `${shots}/send-on-${width}.png`, fullPage: true });
  }

  await clientPage.getByRole('button', { name: `Send my request to ${second.firmName}` }).click();
  await expect(clientPage.getByText(SEND_ON_MESSAGES.sent(second.firmName))).toBeVisible({ timeout: CALL_TIMEOUT });

  // The second firm receives the lead: its email, and the lead in its dashboard.
  const notice = await waitForEmail(second.email, /New lead/, MAIL_WAIT);
  expect(notice.text).toContain('Uncontested Divorce');
  // The firm meets the client in its dashboard, never in the mail.
  expect(notice.text).not.toContain(client);
  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  await signInAsFirm(secondPage, second.email, E2E_PASSWORD);
  await tab(secondPage, 'Leads').click();
  await expect(secondPage.getByRole('row', { name: new RegExp(firstName) }).getByText(/^Due in /)).toBeVisible({
    timeout: CALL_TIMEOUT,
  });

  // The same link, used again, says what happened and what to do.
  await clientPage.goto(href!);
  await expect(clientPage.getByText(SEND_ON_MESSAGES.used)).toBeVisible({ timeout: CALL_TIMEOUT });

  // The request page, from the lapse email: the request is with the second firm, and the timeline says how.
  await clientPage.goto(manage!);
  const timeline = clientPage.getByRole('list', { name: 'Timeline of your request' });
  await expect(timeline.getByRole('listitem')).toHaveText(
    [
      new RegExp(`Sent to ${first.firmName}`),
      new RegExp(`Seen by ${first.firmName}`),
      new RegExp(`${first.firmName} did not answer in time`),
      new RegExp(`Sent on to ${second.firmName}`),
    ],
    { timeout: CALL_TIMEOUT },
  );
  await expect(clientPage.getByText('Waiting for the firm to contact you')).toBeVisible();
  for (const width of [1280, 375]) {
    await clientPage.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(clientPage);
    await keepScreenshot(clientPage, { path: `${shots}/request-timeline-${width}.png`, fullPage: true });
  }
  await Promise.all([clientContext.close(), firmContext.close(), secondContext.close()]);
});
