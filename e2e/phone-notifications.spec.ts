import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { createTestFirm, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm } from './support/firm-session';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { asTyped, turnOnFirmPhone, uniqueMobile, useMessagingSimulator } from './support/phone';
import { screenshotsAtBothWidths } from './support/screens';
import { CALL_TIMEOUT, completePersonWizard } from './support/wizard';

// WhatsApp beside email (docs/notifications.md): the firm opts in in Settings, the client in the
// wizard; both receive their message in the messaging simulator's inbox; the client's STOP ends
// their WhatsApp messages while their emails continue.
test.describe.configure({ timeout: 300_000 });

const { simUrl, messagesTo, waitForMessages } = useMessagingSimulator();

test('a client and a firm get WhatsApp beside email, and STOP ends the client’s WhatsApp while email continues', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const city = `Phoneton${tag}`;
  const firmPhone = uniqueMobile('83');
  const clientPhone = uniqueMobile('82');
  const client = `phone-${tag}@example.co.za`;
  const firstName = `Naledi${tag}`;
  const firm = await createTestFirm('premium', 'phone', {
    province: 'Limpopo',
    primaryServiceArea: 'Limpopo',
    primaryCity: city,
    cities: [city],
    practiceAreas: ['uncontested-divorce'],
    rating: 5,
  });

  // The firm turns phone notifications on in Settings.
  const firmPage = await (await browser.newContext()).newPage();
  await signInAsFirm(firmPage, firm.email, E2E_PASSWORD);
  const card = await turnOnFirmPhone(firmPage, firmPhone);
  await card.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(firmPage, 'firm-settings-phone');

  // The client ticks the WhatsApp box in the wizard.
  const clientPage = await (await browser.newContext()).newPage();
  await completePersonWizard(clientPage, {
    email: client,
    city,
    firstName,
    phone: asTyped(clientPhone),
    at: { phone: () => screenshotsAtBothWidths(clientPage, 'wizard-whatsapp-step') },
  });
  const [lead] = await waitForDocs('leads', 'firmId', firm.firmId);

  // The firm's new lead on WhatsApp: a template with the reference and the dashboard link, nothing about the client.
  const [firmMessage] = await waitForMessages(firmPhone, 1);
  expect(firmMessage!.kind).toBe('template');
  expect(firmMessage!.text).toContain('a new client request');
  expect(firmMessage!.text).toContain(`lead=${lead!.id}`);
  for (const detail of [firstName, client, clientPhone]) expect(firmMessage!.text).not.toContain(detail);
  await firmPage.goto(simUrl(`/inbox/${encodeURIComponent(firmPhone)}`));
  await expect(firmPage.getByTestId('message')).toHaveCount(1);
  await screenshotsAtBothWidths(firmPage, 'simulator-firm-inbox');

  // The client's confirmation there too, beside the email.
  const [confirmation] = await waitForMessages(clientPhone, 1);
  expect(confirmation!.text).toContain('your request (ref');
  expect(confirmation!.text).toContain('/my-request');
  await waitForEmail(client, /Your request was sent to/, MAIL_WAIT);
  const inbox = clientPage;
  await inbox.goto(simUrl(`/inbox/${encodeURIComponent(clientPhone)}`));
  await expect(inbox.getByTestId('message')).toHaveCount(1);
  await screenshotsAtBothWidths(inbox, 'simulator-client-inbox');

  // The client replies STOP in the simulator.
  await inbox.getByRole('button', { name: 'Reply STOP' }).click();
  await expect(inbox.getByTestId('message').last()).toContainText('STOP');

  const numberDoc = adminDb.doc(`messagingNumbers/${createHash('sha256').update(clientPhone).digest('hex')}`);
  await expect.poll(async () => (await numberDoc.get()).get('optedOutAt') !== undefined, { timeout: CALL_TIMEOUT }).toBe(true);

  // A second request (the box ticked again): the email is queued and the firm's WhatsApp arrives
  // (both from the same transaction), the client's WhatsApp does not.
  await completePersonWizard(clientPage, { email: client, city, firstName, phone: asTyped(clientPhone) });
  await waitForDocs('mail', 'to', client, 2);
  await waitForMessages(firmPhone, 2);
  expect(await messagesTo(clientPhone)).toHaveLength(1);

  // The firm turns its phone messages off from the link at the end of its message.
  const offLink = new URL(/https?:\/\/\S+\/phone-off\?token=[\w-]{43}/.exec(firmMessage!.text)![0]);
  await firmPage.goto(offLink.pathname + offLink.search);
  await expect(firmPage.getByText('Phone messages are off')).toBeVisible({ timeout: CALL_TIMEOUT });
  await screenshotsAtBothWidths(firmPage, 'phone-off-page');
});
