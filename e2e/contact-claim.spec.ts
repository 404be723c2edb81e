import { expect, test } from '@playwright/test';
import { CONTACT_CLAIM_MESSAGES } from '../src/domain/leads/contact-claim';
import { REQUEST_PROGRESS } from '../src/domain/leads/my-request';
import { SEND_ON_MESSAGES } from '../src/domain/leads/send-on';
import { uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { contactQuestionLink } from './support/contact-check';
import { createTestFirm, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';
import { keepScreenshot } from './support/screens';
import { expectNoSidewaysScroll } from './support/layout';

// "Mark as contacted" is a claim the client confirms (issue 35, docs/response-clock.md "Contact
// claims"): a firm marks a lead contacted, the client is asked by email, answers No, the lead
// reopens and the client sends it on to the next firm at once. At a desktop and a phone width.
test.describe.configure({ timeout: 300_000 });

for (const width of [1280, 375]) {
  test(`at ${width} px: the firm marks a lead contacted, the client answers No, the lead reopens and is sent on`, async ({
    browser,
  }) => {
    const tag = uniqueTag();
    const city = `Claimton${tag}`;
    const place = { province: 'Limpopo' as const, primaryServiceArea: 'Limpopo', primaryCity: city, cities: [city] };
    const divorce = { ...place, practiceAreas: ['uncontested-divorce'] };
    const first = await createTestFirm('premium', `claim-first-${width}`, { ...divorce, rating: 5 });
    const second = await createTestFirm('premium', `claim-second-${width}`, { ...divorce, rating: 4.8 });
    const firstName = `Palesa${tag}`;
    const client = `claim-${tag}@example.co.za`;
    const viewport = { width, height: 900 };
    const shots = test.info().outputPath();
    const noSideScroll = async (page: import('@playwright/test').Page) => await expectNoSidewaysScroll(page);

    const clientContext = await browser.newContext({ viewport });
    const clientPage = await clientContext.newPage();
    await completePersonWizard(clientPage, { firstName, email: client, city, province: 'Limpopo' });
    const [lead] = await waitForDocs('leads', 'firmId', first.firmId);

    // The firm marks it contacted from its Leads tab: a claim, not yet a confirmed contact.
    const firmContext = await browser.newContext({ viewport });
    const firmPage = await firmContext.newPage();
    await signInAsFirm(firmPage, first.email, E2E_PASSWORD);
    await tab(firmPage, 'Leads').click();
    const status = firmPage.getByLabel(`Status for ${firstName} Mokoena`);
    await status.selectOption('contacted');
    await expect(status).toHaveValue('contacted', { timeout: CALL_TIMEOUT });

    // The client is asked; the request page gives the firm's word as its word.
    const { href, manage } = await contactQuestionLink(clientPage, {
      leadId: lead!.id,
      client,
      firmName: first.firmName,
      answer: 'no',
    });
    await clientPage.goto(manage);
    await expect(clientPage.getByText(REQUEST_PROGRESS.claimed!)).toBeVisible({ timeout: CALL_TIMEOUT });
    await expect(clientPage.getByText('The firm has contacted you', { exact: true })).toHaveCount(0);
    await noSideScroll(clientPage);
    await keepScreenshot(clientPage, { path: `${shots}/request-claimed-${width}.png`, fullPage: true });

    // The No link opens the question; nothing is recorded until the button.
    await clientPage.goto(href);
    await expect(clientPage.getByRole('heading', { name: `Did ${first.firmName} contact you?` })).toBeVisible({
      timeout: CALL_TIMEOUT,
    });
    expect((await adminDb.doc(`leads/${lead!.id}`).get()).get('contactClaim.state')).toBe('asked');
    await noSideScroll(clientPage);
    await keepScreenshot(clientPage, { path: `${shots}/contact-question-${width}.png`, fullPage: true });
    await clientPage.getByRole('button', { name: 'No, nobody contacted me' }).click();
    await expect(clientPage.getByText(/did not contact you, and your request is open again/)).toBeVisible({
      timeout: CALL_TIMEOUT,
    });
    const sendOn = clientPage.getByRole('link', { name: `Send my request to ${second.firmName}` });
    await expect(sendOn).toBeVisible();
    await noSideScroll(clientPage);
    await keepScreenshot(clientPage, { path: `${shots}/contact-answered-no-${width}.png`, fullPage: true });

    // The lead reopened: lapsed for the first firm, which sees why and may dispute.
    const reopened = (await adminDb.doc(`leads/${lead!.id}`).get()).data()!;
    expect(reopened).toMatchObject({ status: 'pending', contactClaim: { state: 'denied' } });
    expect(reopened.lapsedAt).toBeDefined();
    await firmPage.reload();
    await tab(firmPage, 'Leads').click();
    const row = firmPage.getByRole('row', { name: new RegExp(firstName) });
    await expect(row.getByText('The client said you did not contact them')).toBeVisible({ timeout: CALL_TIMEOUT });
    await firmPage.getByRole('button', { name: `${firstName} Mokoena` }).click();
    const details = firmPage.getByRole('dialog', { name: 'Lead Details' });
    await expect(details.getByText(CONTACT_CLAIM_MESSAGES.denied)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Dispute the client’s answer' })).toBeVisible();
    await noSideScroll(firmPage);
    await keepScreenshot(firmPage, { path: `${shots}/firm-denied-${width}.png`, fullPage: true });

    // The client sends it on at once, from the answer page.
    await sendOn.click();
    await clientPage.getByRole('button', { name: `Send my request to ${second.firmName}` }).click({ timeout: CALL_TIMEOUT });
    await expect(clientPage.getByText(SEND_ON_MESSAGES.sent(second.firmName))).toBeVisible({ timeout: CALL_TIMEOUT });
    const notice = await waitForEmail(second.email, /New lead/, MAIL_WAIT);
    expect(notice.text).toContain('Uncontested Divorce');
    const [passed] = await waitForDocs('leads', 'firmId', second.firmId);
    expect(passed).toMatchObject({ reroutedFromLeadId: lead!.id, status: 'pending' });
    await Promise.all([clientContext.close(), firmContext.close()]);
  });
}
