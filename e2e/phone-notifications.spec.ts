import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  startMessagingSimulator,
  webhookUrlFor,
  type MessagingSimulator,
  type SimulatedMessage,
} from '../scripts/lib/messaging-simulator';
import { uniqueTag, waitForDocs } from './matching-fixtures';
import { adminDb } from './support/admin';
import { createTestFirm, E2E_PASSWORD } from './support/firm-accounts';
import { signInAsFirm, tab } from './support/firm-session';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { screenshotsAtBothWidths } from './support/screens';
import { CALL_TIMEOUT } from './support/wizard';

// WhatsApp beside email (docs/notifications.md): the firm opts in in Settings, the client in the
// wizard; both receive their message in the messaging simulator's inbox; the client's STOP ends
// their WhatsApp messages while their emails continue.
test.describe.configure({ timeout: 300_000 });

let sim: MessagingSimulator | null = null;
let simPort = Number(process.env.EMU_MESSAGING_PORT ?? 1082);
test.beforeAll(async () => {
  try {
    sim = await startMessagingSimulator({
      webhookUrl: webhookUrlFor(process.env.EMU_FUNCTIONS_PORT ?? '5001', process.env.EMU_PROJECT_ID ?? 'demo-regmatch'),
    });
    simPort = sim.port;
  } catch {
    // `npm start`'s simulator already listens there: use it.
    sim = null;
  }
});
test.afterAll(async () => {
  await sim?.stop();
});

const simUrl = (path: string) => `http://127.0.0.1:${simPort}${path}`;
async function messagesTo(phone: string): Promise<SimulatedMessage[]> {
  const list = (await (await fetch(simUrl(`/api/messages?phone=${encodeURIComponent(phone)}`))).json()) as SimulatedMessage[];
  return list.filter((m) => m.direction === 'out');
}
async function waitForMessages(phone: string, count: number) {
  await expect.poll(async () => (await messagesTo(phone)).length, { timeout: MAIL_WAIT }).toBeGreaterThanOrEqual(count);
  return messagesTo(phone);
}
const randomDigits = () => String(Math.floor(1_000_000 + Math.random() * 8_999_999));

/** The wizard as a person fills it in, ticking the WhatsApp box on the email step. */
async function askWithWhatsApp(
  page: Page,
  { email, city, phone, firstName }: { email: string; city: string; phone: string; firstName: string },
  shots?: string,
) {
  const next = () => page.getByRole('button', { name: 'Continue' }).click();
  await page.goto('/matching');
  await page.getByLabel(/I accept the Terms/).check();
  await next();
  await page.getByRole('button', { name: /An individual/ }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Mokoena');
  await next();
  await page.getByLabel('Email address').fill(email);
  const box = page.getByLabel(/Send me updates about this request from RegMatch on WhatsApp/);
  await expect(box).not.toBeChecked();
  await box.check();
  // The number is asked for once the box is ticked, and checked before the step moves on.
  await next();
  await expect(page.getByText('Please enter the mobile number for WhatsApp or SMS.')).toBeVisible();
  await page.getByLabel('Mobile number').fill(phone);
  if (shots) await screenshotsAtBothWidths(page, shots);
  await next();
  await page.getByLabel('Province').selectOption('Limpopo');
  await next();
  await page.getByLabel('City or town').fill(city);
  await next();
  await page.getByRole('combobox', { name: 'What do you need help with?' }).fill('divorce');
  await page
    .getByRole('option', { name: /Divorce & Separation/ })
    .first()
    .click();
  await page.getByLabel('More specifically (optional)').selectOption({ label: 'Uncontested Divorce' });
  await page.getByRole('button', { name: 'Find My Match' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: CALL_TIMEOUT });
}

test('a client and a firm get WhatsApp beside email, and STOP ends the client’s WhatsApp while email continues', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const city = `Phoneton${tag}`;
  const firmPhone = `+2783${randomDigits()}`;
  const clientPhone = `+2782${randomDigits()}`;
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
  await tab(firmPage, 'Settings').click();
  const card = firmPage.locator('div', { has: firmPage.getByRole('heading', { name: 'Phone notifications' }) }).last();
  await card.getByLabel('Mobile number').fill(`0${firmPhone.slice(3)}`);
  const consent = card.getByLabel(/Send my firm's new-lead alerts/);
  await expect(consent).not.toBeChecked();
  await consent.check();
  await card.getByRole('button', { name: 'Turn on phone notifications' }).click();
  await expect(card.getByText('Phone notifications are on.')).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(card.getByText(new RegExp(`On: WhatsApp .* to \\${firmPhone}`))).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(firmPage, 'firm-settings-phone');

  // The client ticks the WhatsApp box in the wizard.
  const clientPage = await (await browser.newContext()).newPage();
  await askWithWhatsApp(
    clientPage,
    { email: client, city, phone: `0${clientPhone.slice(3)}`, firstName },
    'wizard-whatsapp-step',
  );
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
  await askWithWhatsApp(clientPage, { email: client, city, phone: `0${clientPhone.slice(3)}`, firstName });
  await waitForDocs('mail', 'to', client, 2);
  await waitForMessages(firmPhone, 2);
  expect(await messagesTo(clientPhone)).toHaveLength(1);

  // The firm turns its phone messages off from the link at the end of its message.
  const offLink = new URL(/https?:\/\/\S+\/phone-off\?token=[\w-]{43}/.exec(firmMessage!.text)![0]);
  await firmPage.goto(offLink.pathname + offLink.search);
  await expect(firmPage.getByText('Phone messages are off')).toBeVisible({ timeout: CALL_TIMEOUT });
  await screenshotsAtBothWidths(firmPage, 'phone-off-page');
});
