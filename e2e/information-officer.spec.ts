import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { MESSAGING_CONSENT, MESSAGING_POLICY_VERSION } from '../src/domain/notifications/channels';
import { formatSastDate } from '../src/domain/shared/format';
import { leadDocument } from '../tests/fixtures/lead-factory';
import { uniqueTag } from './matching-fixtures';
import { adminDb } from './support/admin';
import { MAIL_WAIT, waitForEmail } from './support/mail';
import { signInAsOperator } from './support/operator';
import { confirmNumber, uniqueMobile, useMessagingSimulator } from './support/phone';
import { screenshotsAtBothWidths } from './support/screens';
import { CALL_TIMEOUT } from './support/wizard';

// The Information Officer's desk (issue 37): the operator records a client's erasure request (due in
// 30 days), records a security compromise affecting two clients, sends the notices, each client
// receives theirs in the language of their request (the mail catcher; the WhatsApp simulator for
// the client who chose WhatsApp and confirmed the number), the consent ledger finds a client's
// consents, and the erasure request closes by itself when the operator erases the client's data.
test.describe.configure({ timeout: 240_000 });

const { waitForMessages } = useMessagingSimulator();
const DAY = 86_400_000;

/** A client's request in `locale`, as the lead transaction writes it (the lead's owner builds it). */
async function clientRequest(tag: string, locale: 'zu' | 'af', firstName: string) {
  const email = `${firstName.toLowerCase()}-${tag}@example.co.za`;
  const leadId = `io-${locale}-${tag}`;
  await adminDb.doc(`leads/${leadId}`).set(leadDocument({ firmId: 'demo-firm-premium', formData: { firstName, email, locale } }));
  return { email, leadId };
}

test('the Information Officer tells two clients of a compromise in their languages; erasing closes the erasure request', async ({
  page,
}) => {
  const tag = uniqueTag();
  const zulu = await clientRequest(tag, 'zu', 'Thandeka');
  const afrikaans = await clientRequest(tag, 'af', 'Pieter');
  // The isiZulu client chose WhatsApp with the request (as writeRequestChoice stores it) and confirmed the number.
  const phone = uniqueMobile('82');
  await adminDb.doc(`messagingChoices/lead-${zulu.leadId}`).set({
    phone,
    channel: 'whatsapp',
    audience: 'client',
    leadId: zulu.leadId,
    emailKey: createHash('sha256').update(zulu.email).digest('hex'),
    locale: 'zu',
    consent: { purpose: MESSAGING_CONSENT.client, locale: 'zu', policyVersion: MESSAGING_POLICY_VERSION, givenAt: new Date() },
    updatedAt: new Date(),
  });
  await confirmNumber(phone);

  await signInAsOperator(page);
  await page.getByRole('tab', { name: 'Information Officer' }).click();
  const desk = page.getByRole('tabpanel', { name: 'Information Officer' });
  await expect(desk.getByRole('heading', { name: 'Data-subject requests' })).toBeVisible();

  // The Afrikaans client wrote asking to be erased: recorded, due 30 days later.
  await desk.getByRole('button', { name: 'Record a request' }).click();
  const requestForm = desk.getByRole('form', { name: 'Record a data-subject request' });
  await requestForm.getByLabel('Kind of request').selectOption('erasure');
  await requestForm.getByLabel('Email address').fill(afrikaans.email);
  await requestForm.getByLabel(/Details/).fill('Asked by email to delete everything about the request.');
  await requestForm.getByRole('button', { name: 'Record request' }).click();
  const due = formatSastDate(Date.now() + 30 * DAY);
  await expect(desk.getByText(`Recorded. It is due on ${due}.`)).toBeVisible({ timeout: CALL_TIMEOUT });
  const erasure = desk.getByRole('article', { name: `Erasure from ${afrikaans.email}` });
  await expect(erasure.getByText(new RegExp(`^Due ${due} \\(in (29|30) days\\)$`))).toBeVisible();
  await expect(erasure.getByText('Open', { exact: true })).toBeVisible();

  // A compromise affecting both clients.
  await desk.getByRole('button', { name: 'Record a compromise' }).click();
  const compromiseForm = desk.getByRole('form', { name: 'Record a security compromise' });
  await compromiseForm
    .getByLabel('What happened')
    .fill(`A copy of the request list was downloaded with a stolen password (${tag}).`);
  await compromiseForm.getByLabel(/^Names and contact details/).check();
  await compromiseForm.getByLabel(/^What people told us about their legal matter/).check();
  await compromiseForm.getByLabel(/^Whose data/).fill(`${zulu.email}\n${afrikaans.email}`);
  await compromiseForm
    .getByLabel('Possible consequences for the people affected')
    .fill('Someone may contact them pretending to be a law firm.');
  await compromiseForm.getByLabel('Steps taken (and intended)').fill('We blocked the password and signed every operator out.');
  await screenshotsAtBothWidths(page, 'information-officer-compromise-form');
  await compromiseForm.getByRole('button', { name: 'Record compromise' }).click();
  await expect(desk.getByText('Recorded: 2 of 2 people found.', { exact: false })).toBeVisible({ timeout: CALL_TIMEOUT });

  const record = desk.getByRole('article').filter({ hasText: tag });
  const people = record.getByRole('list', { name: 'People affected' });
  await expect(people.getByRole('listitem').filter({ hasText: zulu.email })).toContainText('isiZulu · Not told yet');
  await expect(people.getByRole('listitem').filter({ hasText: afrikaans.email })).toContainText('Afrikaans · Not told yet');
  await record.getByRole('button', { name: 'Send the notices (2)' }).click();
  await expect(desk.getByText('Queued 2 emails and 1 phone message; 0 not reachable.')).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(people.getByRole('listitem').filter({ hasText: zulu.email })).toContainText('by email and WhatsApp');
  await record.getByRole('button', { name: 'Show the report' }).click();
  await expect(record.getByRole('region', { name: 'Regulator report' })).toContainText('Number of data subjects affected2');
  await screenshotsAtBothWidths(page, 'information-officer-desk');

  // Each client receives theirs, in the language of their request.
  const zuluMail = await waitForEmail(zulu.email, /^Okubalulekile: isigameko sokuphepha/, MAIL_WAIT);
  expect(zuluMail.text).toContain('Imininingwane ngawe ebithintekile');
  const afrikaansMail = await waitForEmail(afrikaans.email, /^Belangrik: ’n sekuriteitsvoorval/, MAIL_WAIT);
  expect(afrikaansMail.text).toContain('Die inligting oor jou wat betrokke was');
  const [alert] = await waitForMessages(phone, 1);
  expect(alert!.template).toMatchObject({ name: 'regmatch_security_notice', language: 'zu' });
  expect(alert!.text).toContain('isigameko sokuphepha');

  // The consent ledger finds the isiZulu client's consents by address: the request's terms and the WhatsApp choice.
  const ledger = desk.getByRole('form', { name: 'Find consents' });
  await ledger.getByLabel('Email address').fill(zulu.email);
  await ledger.getByRole('button', { name: 'Find consents' }).click();
  await expect(desk.getByRole('list', { name: 'Consents' }).getByRole('listitem').first()).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await expect(desk.getByRole('list', { name: 'Consents' })).toContainText(`WhatsApp to ${phone}`);
  await screenshotsAtBothWidths(page, 'information-officer-consent-ledger');

  // The operator erases the Afrikaans client's data with the Data requests tool: the open erasure
  // request closes by itself, with who did it and what was erased in its steps.
  await page.getByRole('tab', { name: 'Data requests' }).click();
  await page.getByRole('form', { name: 'Find personal data' }).getByLabel('Email address').fill(afrikaans.email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const eraseForm = page.getByRole('form', { name: 'Erase personal data' });
  await eraseForm.getByLabel('Type the email address again').fill(afrikaans.email);
  await eraseForm.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('Erased', { exact: true })).toBeVisible({ timeout: CALL_TIMEOUT });
  await page.getByRole('tab', { name: 'Information Officer' }).click();
  await desk.getByText(/^Closed requests/).click();
  const closed = desk
    .getByRole('list', { name: 'Closed requests' })
    .getByRole('article', { name: `Erasure from ${afrikaans.email}` });
  await expect(closed.getByText('Done', { exact: true })).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(closed).toContainText("Erased with the control panel's personal-data tool");
  await screenshotsAtBothWidths(page, 'information-officer-request-closed');
});
