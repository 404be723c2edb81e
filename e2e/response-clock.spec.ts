import { expect, test } from '@playwright/test';
import { clientConfirmsContact } from './support/contact-check';
import { runResponseClockFor } from '../tests/fixtures/clock-run';
import { Timestamp } from 'firebase-admin/firestore';
import { medianResponseLabel } from '../src/domain/firms/response-words';
import { RESPONSE_PROMISE } from '../src/domain/shared/brand';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { confirmedContact, leadConsent, leadDocument } from '../tests/fixtures/lead-factory';
import { createFirm, uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { createTestFirm, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';

// The response clock (issue 14): a lead passes its deadline and is passed to the next firm, with
// the client's and both firms' emails in the mail catcher; a firm's answer shows as its median
// response time on its public card. The clock is moved by running the job at a later `now`
// (the emulator-only responseClockRun trigger); nothing waits for real time to pass.
test.describe.configure({ timeout: 240_000 });

test('a lead past its deadline goes to the next firm; the client and both firms are told by email', async ({ browser }) => {
  const tag = uniqueTag();
  const city = `Clockton${tag}`;
  const place = { province: 'Limpopo' as const, primaryServiceArea: 'Limpopo', primaryCity: city, cities: [city] };
  const first = await createTestFirm('premium', 'clock-first', { ...place, practiceAreas: ['uncontested-divorce'], rating: 5 });
  const secondName = `Second ${tag} Attorneys`;
  await createFirm(`${tag}-second`, { ...place, firmName: secondName, practiceAreas: ['uncontested-divorce'], rating: 4.8 });
  const firstName = `Nomsa${tag}`;
  const client = `client-${tag}@example.co.za`;

  // The client asks for help through the wizard; the best firm receives the lead with its deadline.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await completePersonWizard(clientPage, { firstName, email: client, city, province: 'Limpopo' });
  await expect(clientPage.getByText(RESPONSE_PROMISE).first()).toBeVisible();
  const [lead] = await waitForDocs('leads', 'firmId', first.firmId);
  const due = (lead!.responseDueAt as Timestamp).toMillis();
  // The wizard's consent step records the client's choice to be rerouted (issue 14, written by the
  // wizard's callables); the journey records the same choice on the lead the wizard created.
  await adminDb.doc(`leads/${lead!.id}`).update({ consent: leadConsent(true) });

  // The first firm sees the time left on the waiting lead, in words.
  const firmContext = await browser.newContext();
  const firmPage = await firmContext.newPage();
  await signInAsFirm(firmPage, first.email, E2E_PASSWORD);
  await tab(firmPage, 'Leads').click();
  const row = firmPage.getByRole('row', { name: new RegExp(firstName) });
  await expect(row.getByText(/^Due in /)).toBeVisible();

  // The clock moves past the deadline and the job runs.
  const outcomes = await runResponseClockFor<{ leadId: string; outcome: string; firmId?: string }>([lead!.id], due + 60_000);
  expect(outcomes.find((o) => o.leadId === lead!.id)).toMatchObject({ outcome: 'rerouted', firmId: `${tag}-second` });

  // The first firm's list says so in words (it is live), and its status can no longer be changed.
  await expect(row.getByText('Passed to another firm', { exact: true })).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(row.getByText('Status can no longer be changed.')).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Status for ${firstName} Mokoena` })).toHaveCount(0);
  const shots = test.info().outputPath();
  await firmPage.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(firmPage, { path: `${shots}/leads-lapsed-1280.png`, fullPage: true });
  await firmPage.setViewportSize({ width: 375, height: 900 });
  await keepScreenshot(firmPage, { path: `${shots}/leads-lapsed-375.png`, fullPage: true });

  const moved = await waitForEmail(client, new RegExp(`Your request was passed to ${secondName}`), MAIL_WAIT);
  expect(moved.text).toContain(`Hello ${firstName}, ${first.firmName} did not respond`);
  expect(moved.text).toContain(RESPONSE_PROMISE);
  const notice = await waitForEmail(`${tag}-second@journey.test`, /New lead/, MAIL_WAIT);
  expect(notice.text).toContain('Uncontested Divorce');
  const lapsed = await waitForEmail(first.email, new RegExp(`Lead ${lead!.id} lapsed`), MAIL_WAIT);
  expect(lapsed.text).toContain('SAST');
  expect(lapsed.text).not.toContain(firstName);
  await Promise.all([clientContext.close(), firmContext.close()]);
});

test('a firm marks a lead contacted and its median response time appears on its public card', async ({ page }) => {
  const tag = uniqueTag();
  const firm = await createTestFirm('premium', 'clock-median', {
    province: 'Northern Cape',
    primaryServiceArea: 'Northern Cape',
    primaryCity: 'Kimberley',
    cities: ['Kimberley'],
    isFeatured: true,
    rating: 5,
  });
  // Four leads the firm answered earlier and their clients confirmed, as updateLeadStatus and
  // answerContactCheck record them (minutes, time of answer, the stopped clock).
  const hour = 3_600_000;
  for (const [i, minutes] of [30, 60, 90, 100].entries()) {
    const respondedAt = new Date(Date.now() - 24 * hour);
    await adminDb.doc(`leads/${tag}-answered-${i}`).set(
      leadDocument({
        firmId: firm.firmId,
        createdAt: new Date(respondedAt.getTime() - minutes * 60_000),
        ...confirmedContact(respondedAt),
        respondedAt,
        responseMinutes: minutes,
        // Each a different client: the median counts one answer per client.
        formData: { email: `client-${i}-${tag}@example.co.za` },
      }),
    );
  }
  const clientName = `Thabo${tag}`;
  await adminDb.doc(`leads/${tag}-waiting`).set(
    leadDocument({
      firmId: firm.firmId,
      createdAt: new Date(Date.now() - 2 * hour),
      formData: { firstName: clientName, email: `waiting-${tag}@example.co.za` },
    }),
  );

  // Four answers are not enough for a figure: the card shows none yet.
  await page.goto('/featured-firms/northern-cape');
  const card = page.getByRole('article', { name: firm.firmName });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Median response/)).toHaveCount(0);

  // The fifth answer, from the dashboard, which counts once the client confirms it.
  await signInAsFirm(page, firm.email, E2E_PASSWORD);
  await tab(page, 'Leads').click();
  const status = page.getByLabel(`Status for ${clientName} Mthembu`);
  await status.selectOption('contacted');
  await expect(status).toBeEnabled({ timeout: CALL_TIMEOUT });
  await expect(status).toHaveValue('contacted');
  await expect(page.getByRole('row', { name: new RegExp(clientName) }).getByText(/^Answered in /)).toBeVisible();
  await page.goto('/featured-firms/northern-cape');
  await expect(page.getByRole('article', { name: firm.firmName }).getByText(/Median response/)).toHaveCount(0);
  await clientConfirmsContact(page, {
    leadId: `${tag}-waiting`,
    client: `waiting-${tag}@example.co.za`,
    firmName: firm.firmName,
  });

  // 30, 60, 90, 100 and about 120 minutes: the median is 90 minutes.
  await page.goto('/featured-firms/northern-cape');
  await expect(page.getByRole('article', { name: firm.firmName }).getByText(medianResponseLabel(90))).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  const shots = test.info().outputPath();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('article', { name: firm.firmName }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${shots}/card-median-${width}.png` });
  }
});
