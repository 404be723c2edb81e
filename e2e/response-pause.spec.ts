import { expect, test } from '@playwright/test';
import { runResponseClockFor } from '../tests/fixtures/clock-run';
import { LAPSE_WINDOW_DAYS, LAPSES_BEFORE_PAUSE, RESPONSE_PAUSE_MESSAGES } from '../src/domain/firms/response-pause-rule';
import { leadDocument } from '../tests/fixtures/lead-factory';
import { createFirm, uniqueTag } from './matching-fixtures';
import { adminDb } from './support/admin';
import { trackConsoleErrors } from './support/console';
import { createTestFirm, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { signInAsOperator } from './support/operator';
import { screenshotsAtBothWidths } from './support/screens';

// The response pause (issue 24): a firm that lets three leads lapse in 30 days leaves matching
// (the lapse trigger), is emailed, shows as paused to the operator and in its own dashboard, and
// returns to results once it confirms it is taking clients. The clock is moved by running the
// response clock's job at a chosen `now` (the emulator-only responseClockRun trigger).
test.describe.configure({ timeout: 300_000 });

const DAY = 86_400_000;

test('a firm with three lapsed leads leaves the results, sees why, confirms and is matched again', async ({ browser }) => {
  const tag = uniqueTag();
  const town = `Pauseton${tag}`;
  const place = { province: 'Limpopo' as const, primaryServiceArea: 'Limpopo', primaryCity: town, cities: [town] };
  const firm = await createTestFirm('premium', 'pause', { ...place, practiceAreas: ['uncontested-divorce'], rating: 5 });
  const otherName = `Steady ${tag} Attorneys`;
  await createFirm(`${tag}-steady`, { ...place, firmName: otherName, practiceAreas: ['uncontested-divorce'], rating: 4.2 });

  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await completePersonWizard(clientPage, { email: `first-${tag}@example.co.za`, city: town });
  await expect(clientPage.getByRole('article', { name: firm.firmName })).toBeVisible();

  // Three earlier leads the firm never answered, as the lead transaction stores them; the clock
  // moves past their deadlines and the job lapses them.
  const leadIds = [1, 2, 3].map((i) => `${tag}-unanswered-${i}`);
  for (const [i, id] of leadIds.entries()) {
    await adminDb.doc(`leads/${id}`).set(
      leadDocument({
        firmId: firm.firmId,
        createdAt: new Date(Date.now() - (7 + i) * DAY),
        formData: { firstName: `Client${i}` },
      }),
    );
  }
  const outcomes = await runResponseClockFor(leadIds, Date.now() + 60_000);
  for (const id of leadIds) expect(outcomes).toContainEqual(expect.objectContaining({ leadId: id, outcome: 'lapsed' }));

  // The firm is told why, which leads, and how to come back.
  const mail = await waitForEmail(firm.email, /is paused from matching: 3 leads went unanswered/, MAIL_WAIT);
  for (const id of leadIds) expect(mail.text).toContain(`Lead ${id}: lapsed`);
  expect(mail.text).toContain(RESPONSE_PAUSE_MESSAGES.confirm);

  // The same search no longer finds it; the other firm in town takes its place.
  await completePersonWizard(clientPage, { email: `paused-${tag}@example.co.za`, city: town });
  await expect(clientPage.getByRole('article', { name: otherName })).toBeVisible();
  await expect(clientPage.getByRole('article', { name: firm.firmName })).toHaveCount(0);

  // The operator's firm list says why it is not listed, and the history names the system.
  const ops = await browser.newContext();
  const opsPage = await ops.newPage();
  await signInAsOperator(opsPage);
  await expect(opsPage.getByRole('heading', { name: 'Control Panel' })).toBeVisible({ timeout: CALL_TIMEOUT });
  await opsPage.getByLabel('Search firms').fill(firm.firmName);
  await opsPage.getByLabel('Search firms').press('Enter');
  const row = opsPage.getByRole('row', { name: new RegExp(firm.firmName) });
  await expect(row.getByText(RESPONSE_PAUSE_MESSAGES.adminBadge)).toBeVisible({ timeout: CALL_TIMEOUT });
  await screenshotsAtBothWidths(opsPage, 'operator-paused-firm');

  // The firm signs in: the banner is above every tab, says why, and brings it back.
  const firmContext = await browser.newContext();
  const firmPage = await firmContext.newPage();
  const errors = trackConsoleErrors(firmPage);
  await signInAsFirm(firmPage, firm.email, E2E_PASSWORD);
  const banner = firmPage.getByRole('region', { name: RESPONSE_PAUSE_MESSAGES.bannerTitle });
  await expect(banner).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(banner).toContainText(`${LAPSES_BEFORE_PAUSE} of your leads went unanswered`);
  await expect(banner).toContainText(`within ${LAPSE_WINDOW_DAYS} days`);
  await screenshotsAtBothWidths(firmPage, 'dashboard-paused-banner');
  await tab(firmPage, 'Leads').click();
  await expect(banner).toBeVisible();
  await tab(firmPage, 'Open Leads').click();
  await expect(firmPage.getByText(RESPONSE_PAUSE_MESSAGES.openLeads)).toBeVisible();
  await banner.getByRole('button', { name: RESPONSE_PAUSE_MESSAGES.confirm }).click();
  await expect(firmPage.getByText(RESPONSE_PAUSE_MESSAGES.resumed)).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(banner).toHaveCount(0);
  await screenshotsAtBothWidths(firmPage, 'dashboard-resumed');
  expect(errors).toEqual([]);

  // Back in the results, first again.
  await completePersonWizard(clientPage, { email: `back-${tag}@example.co.za`, city: town });
  await expect(clientPage.getByRole('article', { name: firm.firmName })).toBeVisible();

  // The operator's history shows both changes.
  await opsPage.reload();
  await expect(opsPage.getByRole('heading', { name: 'Control Panel' })).toBeVisible({ timeout: CALL_TIMEOUT });
  const history = opsPage.getByRole('list', { name: 'Changes, newest first' });
  await expect(history.getByText(/system:response-pause/).first()).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(history.getByText(`by ${firm.email}`, { exact: false }).first()).toBeVisible();
  await Promise.all([client.close(), ops.close(), firmContext.close()]);
});
