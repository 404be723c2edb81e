/**
 * "Did <firm> contact you?" on WhatsApp (issue 35): the question goes out as the template with two
 * quick-reply buttons whose payloads name the check and the answer, and the client's tap comes back
 * to the real webhook in the shape Meta posts (the messaging simulator taps as a phone does). The
 * tap records the answer exactly as the link's page does: once per lead, a used link or a second
 * tap changes nothing, and a payload naming another client's check is refused.
 */
import type { AnswerContactCheckResult } from '@/domain/leads/contact-claim';
import { contactCheckReplies } from '@/domain/leads/contact-claim';
import type { ContactCheckOutcome } from '../../functions/src/leads/contact-check-job';
import { CONTACT_CHECK_USED } from '../fixtures/client-refusal-shapes';
import { runJobAt } from '../fixtures/clock-run';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { eventually } from './eventually';
import { docsWhere, person, putFirm } from './matching-fixtures';
import { postWebhook, sameCity, sign, simulatorForSuite, waitForMessages } from './phone-notifications-support';
import { onlyMailTo } from './queued-mail';

vi.setConfig({ testTimeout: 120_000 });

const HOUR = 3_600_000;
const sim = simulatorForSuite({ timeoutMs: 120_000 });

/** A client who asked for WhatsApp with `phone` (national form) and `email`: their lead for 'paid', marked contacted and asked. */
async function askedOnWhatsApp(email: string, phone: string) {
  const made = await callFunction<{ leadId: string }>('requestMatch', {
    ...person,
    email,
    messaging: { phone, channel: 'whatsapp', consent: true },
  });
  expect(made.error).toBeUndefined();
  const leadId = made.data!.leadId;
  const firm = await idTokenFor('paid@firm.test', { firmId: 'paid' });
  expect((await callFunction('updateLeadStatus', { leadId, status: 'contacted' }, firm)).error).toBeUndefined();
  const outcomes = await runJobAt<ContactCheckOutcome>('contactCheckRun', Date.now() + 2 * HOUR, { leadIds: [leadId] });
  expect(outcomes).toContainEqual({ leadId, outcome: 'asked' });
  const { data } = await onlyMailTo<{ yesUrl: string }>(email, 'contact-check');
  return { leadId, token: new URL(data.yesUrl).searchParams.get('token')! };
}

const claimState = async (leadId: string) => (await db.doc(`leads/${leadId}`).get()).get('contactClaim.state') as string;

/** The simulated phone taps the button labelled `title` under its latest message that has buttons. */
async function tap(phone: string, title: string) {
  const response = await fetch(`http://127.0.0.1:${sim().port}/api/tap`, {
    method: 'POST',
    body: JSON.stringify({ phone, title }),
  });
  expect(response.status).toBe(200);
}

/** Every inbound event the webhook has recorded (each tap is one, applied or refused). */
const inboundSeen = async () => (await db.collection('messagingWebhookEvents').where('kind', '==', 'inbound').get()).size;

it('asks with Yes / No quick replies, records a tap of No as the link does, and lets nothing change it after', async () => {
  // 'paid' takes the requests (the best rated), 'second' is the next best for send-on.
  await putFirm('paid', { ...sameCity, firmName: 'Paid Attorneys', rating: 5 });
  await putFirm('second', { ...sameCity, firmName: 'Second Attorneys', rating: 4.8 });
  const lindiwe = { email: 'lindiwe@example.co.za', phone: '+27821230001' };
  const thabo = { email: 'thabo@example.co.za', phone: '+27821230002' };
  const hers = await askedOnWhatsApp(lindiwe.email, '082 123 0001');
  const his = await askedOnWhatsApp(thabo.email, '082 123 0002');

  // The question arrives as the template, its buttons' payloads naming her check and each answer.
  const messages = await waitForMessages(sim(), lindiwe.phone, 2);
  const question = messages.find((m) => m.template?.name === 'regmatch_contact_check')!;
  expect(question.kind).toBe('template');
  expect(question.buttons).toEqual(['Yes', 'No'].map((title, i) => ({ title, payload: contactCheckReplies(hers.token)[i] })));
  expect(question.text).toContain(`/my-request/contact?token=${hers.token}&answer=no`);

  // His question too, before his number sends anything: an inbound message from his number opens
  // his 24-hour window in the product's records, and the simulated phone (which never saw the
  // webhook post below) would then refuse a question sent as free-form text.
  await eventually(
    async () => (await waitForMessages(sim(), thabo.phone, 1)).some((m) => m.buttons?.length),
    (found) => found,
    { timeoutMs: 60_000 },
  );

  // His number sends her check's No (a forwarded or copied payload, signed as Meta would): refused.
  const forged = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [
                {
                  from: thabo.phone.slice(1),
                  id: 'wamid.forged-1',
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'button',
                  button: { payload: contactCheckReplies(hers.token)[1], text: 'No' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  expect(await postWebhook(forged, sign(forged))).toBe(200);
  expect(await claimState(hers.leadId)).toBe('asked');

  // She taps No in the simulator: the request reopens exactly as from the No link.
  await tap(lindiwe.phone, 'No');
  await eventually(
    () => claimState(hers.leadId),
    (state) => state === 'denied',
    { timeoutMs: 60_000 },
  );
  const reopened = (await db.doc(`leads/${hers.leadId}`).get()).data()!;
  expect(reopened.status).toBe('pending');
  expect(reopened.lapsedAt).toBeDefined();
  // The "open again" mail (not "did not answer in time") offers the next firm, and its WhatsApp copy links it.
  const { data } = await onlyMailTo<{ reason: string; offers: { firmName: string; sendOnUrl: string }[] }>(
    lindiwe.email,
    'lead-unanswered',
  );
  expect(data.reason).toBe('contact-denied');
  expect(data.offers.map((o) => o.firmName)).toEqual(['Second Attorneys']);
  // (As free-form text: her tap opened the 24-hour window.)
  const after = await waitForMessages(sim(), lindiwe.phone, 3);
  expect(after.at(-1)!.text).toContain('did not contact you, so your request');
  expect(after.at(-1)!.text).toContain(data.offers[0]!.sendOnUrl);

  // A second tap (Yes) and the used link change nothing: her answer counted once.
  const seen = await inboundSeen();
  await tap(lindiwe.phone, 'Yes');
  await eventually(inboundSeen, (n) => n > seen, { timeoutMs: 30_000 });
  expect(await claimState(hers.leadId)).toBe('denied');
  const link = await callFunction<AnswerContactCheckResult>('answerContactCheck', { token: hers.token, answer: 'yes' });
  expect({ httpStatus: link.status, body: { error: link.error } }).toEqual(CONTACT_CHECK_USED);

  // His own question is untouched by the forged payload: he answers Yes from the link, and then his tap of No changes nothing.
  expect(await claimState(his.leadId)).toBe('asked');
  expect((await callFunction('answerContactCheck', { token: his.token, answer: 'yes' })).error).toBeUndefined();
  const before = await inboundSeen();
  await tap(thabo.phone, 'No');
  await eventually(inboundSeen, (n) => n > before, { timeoutMs: 30_000 });
  expect(await claimState(his.leadId)).toBe('confirmed');
  expect(await docsWhere('mail', 'to', thabo.email).then((d) => d.filter((m) => m.template === 'lead-unanswered'))).toHaveLength(
    0,
  );
});
