/**
 * Anyone could make the product text a stranger (issue 39): a phone number now receives nothing
 * until its holder replies YES (docs/notifications.md, "A number is confirmed first"), the requests
 * to confirm are capped per number and per number range, and the operator hears when the day's SMS
 * pass the budget. Through the real callables, triggers, webhook and the messaging simulator.
 */
import { capDay, SMS_BUDGET } from '@/domain/notifications/number-confirmation';
import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { eventually } from './eventually';
import { docsWhere, person } from './matching-fixtures';
import { confirmNumbers, numberDoc, outgoingTo, simulatorForSuite } from './phone-notifications-support';

const sim = simulatorForSuite();
const optedIn = (email: string, phone: string, channel: 'whatsapp' | 'sms' = 'whatsapp') => ({
  ...person,
  email,
  messaging: { phone, channel, consent: true },
});

/** Every phone-message trigger for `phone` has run: each creates the message's opt-out link first. */
const linksFor = (phone: string, count: number) =>
  eventually(
    () => docsWhere('messagingOptOutLinks', 'phone', phone),
    (docs) => docs.length >= count,
    { timeoutMs: 90_000, describe: (docs) => `${docs.length} opt-out links for ${phone}` },
  );

/** The phone's messages once `count` arrived (a cold trigger or webhook on a busy machine takes its time). */
const waitForMessages = (simulator: ReturnType<typeof sim>, phone: string, count: number) =>
  eventually(
    async () => outgoingTo(simulator, phone),
    (list) => list.length >= count,
    { timeoutMs: 180_000, describe: (list) => `${list.length} messages to ${phone}` },
  );

async function reply(phone: string, text: string) {
  await fetch(`http://127.0.0.1:${sim().port}/api/reply`, { method: 'POST', body: JSON.stringify({ phone, text }) });
}

describe('a phone number receives nothing until its holder confirms it', { timeout: 400_000 }, () => {
  it("eight requests with new addresses and a stranger's number put one request to confirm on it, and nothing else", async () => {
    const victim = '+27720000001';
    for (let i = 0; i < 8; i++) {
      const { error } = await callFunction('requestMatch', optedIn(`stranger${i}@example.co.za`, '072 000 0001'));
      expect(error).toBeUndefined();
    }
    await linksFor(victim, 8);
    const [ask] = await waitForMessages(sim(), victim, 1);
    expect(ask!.template?.name).toBe('regmatch_confirm_number');
    expect(ask!.text).toContain('Reply YES');
    expect(outgoingTo(sim(), victim)).toHaveLength(1);
    expect((await docsWhere('notifications', 'to', victim)).map((d) => d.message)).toEqual(['confirm-number']);
    // Every email still went.
    expect((await docsWhere('mail', 'template', 'client-confirmation')).length).toBe(8);
  });

  it("once the holder replies YES in the simulator, the next request's confirmation goes to the number", async () => {
    const holder = '+27720000002';
    await callFunction('requestMatch', optedIn('holder@example.co.za', '072 000 0002'));
    await waitForMessages(sim(), holder, 1);
    await reply(holder, 'Yes');
    await eventually(
      async () => (await numberDoc(holder).get()).get('confirmedAt'),
      (at) => at !== undefined,
      { timeoutMs: 180_000 },
    );
    await callFunction('requestMatch', {
      ...optedIn('holder@example.co.za', '072 000 0002'),
      description: 'A second question about our divorce.',
    });
    const messages = await waitForMessages(sim(), holder, 2);
    expect(messages.map((m) => m.template?.name ?? m.kind)).toEqual(['regmatch_confirm_number', 'text']);
    expect(messages[1]!.text).toContain('your request');
  });

  it("a firm's alert number it does not hold gets only the request to confirm; the lead goes by email", async () => {
    const number = '+27720000003';
    const token = await idTokenFor('paid@firm.test', { firmId: 'paid' });
    const { data, error } = await callFunction<{ confirmedAt: number | null }>(
      'setMessagingSettings',
      { optIn: { phone: '072 000 0003', channel: 'whatsapp', consent: true } },
      token,
    );
    expect(error).toBeUndefined();
    expect(data!.confirmedAt).toBeNull();
    await waitForMessages(sim(), number, 1);
    await callFunction('requestMatch', person);
    await eventually(
      () => docsWhere('mail', 'to', 'paid@firm.test'),
      (docs) => docs.length === 1,
    );
    await linksFor(number, 2);
    expect(outgoingTo(sim(), number).map((m) => m.template?.name)).toEqual(['regmatch_confirm_number']);
  });

  it('sends no request to confirm into a number range that had its share today', async () => {
    // As the ask's transaction counts it (number-guard.ts): five today in 2772000xxx already.
    await db
      .doc(`messagingCaps/prefix-2772000-${capDay(Date.now())}`)
      .set({ count: 5, expireAt: new Date(Date.now() + 86_400_000) });
    await callFunction('requestMatch', optedIn('range@example.co.za', '072 000 0004'));
    await linksFor('+27720000004', 1);
    expect(await docsWhere('notifications', 'to', '+27720000004')).toHaveLength(0);
    expect(outgoingTo(sim(), '+27720000004')).toHaveLength(0);
  });

  it("alerts the operator once, in the control panel's inbox and by email, when the day's SMS pass the budget", async () => {
    const day = capDay(Date.now());
    const atBudget = Math.floor(SMS_BUDGET.dailyBudgetZar / SMS_BUDGET.costPerMessageZar);
    await db.doc(`messagingCaps/sms-all-${day}`).set({ count: atBudget, expireAt: new Date(Date.now() + 86_400_000) });
    await confirmNumbers(['+27720000005']);
    await callFunction('requestMatch', optedIn('sms1@example.co.za', '072 000 0005', 'sms'));
    const alert = await eventually(
      async () => (await db.doc(`contactMessages/sms-budget-${day}`).get()).data(),
      (data) => data !== undefined,
    );
    expect(alert!.message).toContain(`daily budget of R${SMS_BUDGET.dailyBudgetZar}`);
    await callFunction('requestMatch', {
      ...optedIn('sms2@example.co.za', '072 000 0005', 'sms'),
      description: 'Another question about our divorce.',
    });
    await waitForMessages(sim(), '+27720000005', 2);
    const alerts = await docsWhere('mail', 'to', SUPPORT_EMAIL);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.template).toBe('contact-message');
  });
});
