/**
 * Who a client's phone messages go to, and the ways out of them (docs/notifications.md): a choice
 * belongs to the request it was given with, so a stranger who types a client's email with their own
 * number never receives that client's messages.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { shortReference } from '@/domain/shared/format';
import { hashLinkToken } from '../../functions/src/shared/link-tokens';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { eventually } from './eventually';
import { docsWhere, person } from './matching-fixtures';
import { confirmedContact } from '../fixtures/lead-factory';
import { bulkSmsReplyBody, smsWebhookUrlFor } from '../../scripts/lib/messaging-simulator-sms';
import {
  numberDoc,
  numbersChanged,
  outgoingTo,
  simulatorForSuite,
  sweepAt,
  waitForMessages,
  WEBHOOK_URL,
} from './phone-notifications-support';

const VICTIM_PHONE = '+27821230001';
const ATTACKER_PHONE = '+27821239999';
const optedIn = (phone: string) => ({ ...person, messaging: { phone, channel: 'whatsapp', consent: true } });

const sim = simulatorForSuite();

describe('a client phone choice belongs to its request', { timeout: 240_000 }, () => {
  it("an attacker's request with the victim's email and their own number does not redirect the victim's messages", async () => {
    const victim = await callFunction<{ leadId: string }>('requestMatch', optedIn('082 123 0001'));
    expect(victim.error).toBeUndefined();
    await waitForMessages(sim(), VICTIM_PHONE, 1);

    // The attacker knows the victim's address and types it with their own number.
    const attacker = await callFunction<{ leadId: string }>('requestMatch', {
      ...optedIn('082 123 9999'),
      description: 'Please send me everything about this divorce.',
    });
    expect(attacker.error).toBeUndefined();
    const [attackerCopy] = await waitForMessages(sim(), ATTACKER_PHONE, 1);
    // Their own request's confirmation only: its reference, not the victim's.
    expect(attackerCopy!.text).toContain(`(ref ${shortReference(attacker.data!.leadId)})`);

    // Later news about the victim's request (the firm answered: the review invite) goes to the
    // victim's number, never the attacker's.
    await db.doc(`leads/${victim.data!.leadId}`).update({ ...confirmedContact(), updatedAt: new Date() });
    const victimMessages = await waitForMessages(sim(), VICTIM_PHONE, 2);
    expect(victimMessages[1]!.template?.name).toBe('regmatch_review_invite');
    const invites = await eventually(
      async () => (await docsWhere('notifications', 'message', 'review-invite')).map((d) => d.to),
      (list) => list.length >= 1,
    );
    expect(invites).toEqual([VICTIM_PHONE]);
    expect(outgoingTo(sim(), ATTACKER_PHONE)).toHaveLength(1);
    // Both emails still go to the address typed, as before.
    expect(await docsWhere('mail', 'to', 'lerato@example.co.za')).toHaveLength(3);
  });
});

describe("the wizard's SMS choice", { timeout: 240_000 }, () => {
  it("sends the client's confirmation by SMS and nothing on WhatsApp", async () => {
    const SMS_PHONE = '+27821230003';
    const { data, error } = await callFunction<{ leadId: string }>('requestMatch', {
      ...person,
      messaging: { phone: '082 123 0003', channel: 'sms', consent: true },
    });
    expect(error).toBeUndefined();
    const [confirmation] = await waitForMessages(sim(), SMS_PHONE, 1);
    expect(confirmation!.channel).toBe('sms');
    expect(confirmation!.text).toContain(`(ref ${shortReference(data!.leadId)})`);
    expect((await db.doc(`messagingChoices/lead-${data!.leadId}`).get()).get('channel')).toBe('sms');

    const queued = await docsWhere('notifications', 'to', SMS_PHONE);
    expect(queued.map((d) => [d.message, d.channel])).toEqual([['client-confirmation', 'sms']]);
    await sweepAt(new Date(Date.now() + 5 * 60_000));
    expect(outgoingTo(sim(), SMS_PHONE).map((m) => m.channel)).toEqual(['sms']);
  });
});

const tokenIn = (text: string) => /\/phone-off\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('the opt-out link in every message', { timeout: 240_000 }, () => {
  it('turns phone messages off for that number at once; email continues; a second tap says already off', async () => {
    const { data } = await callFunction<{ leadId: string }>('requestMatch', optedIn('082 123 0001'));
    const [confirmation] = await waitForMessages(sim(), VICTIM_PHONE, 1);
    const token = tokenIn(confirmation!.text);
    expect(token, confirmation!.text).toBeDefined();

    const first = await callFunction<{ state: string }>('turnOffPhoneMessages', { token });
    expect(first.data).toEqual({ state: 'turned-off' });
    const again = await callFunction<{ state: string }>('turnOffPhoneMessages', { token });
    expect(again.data).toEqual({ state: 'already-off' });

    // The firm answers: the review invite is emailed, and nothing more reaches the phone.
    await db.doc(`leads/${data!.leadId}`).update({ ...confirmedContact(), updatedAt: new Date() });
    await eventually(
      async () => docsWhere('mail', 'to', 'lerato@example.co.za'),
      (docs) => docs.some((d) => d.template === 'review-invite'),
    );
    await sweepAt(new Date(Date.now() + 5 * 60_000));
    expect(outgoingTo(sim(), VICTIM_PHONE)).toHaveLength(1);
    expect(await docsWhere('notifications', 'message', 'review-invite')).toHaveLength(0);
  });

  it('refuses an unknown link and an expired one, changing nothing', async () => {
    const unknown = await callFunction('turnOffPhoneMessages', { token: 'x'.repeat(43) });
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'phone-off-link-unknown' } });

    const token = 'y'.repeat(43);
    const past = Timestamp.fromMillis(Date.now() - 86_400_000);
    await db.doc(`messagingOptOutLinks/${hashLinkToken(token)}`).set({
      phone: VICTIM_PHONE,
      createdAt: past,
      expiresAt: past,
      usedAt: null,
    });
    const expired = await callFunction('turnOffPhoneMessages', { token });
    expect(expired.error).toMatchObject({ details: { reason: 'phone-off-link-expired' } });
    expect(await numbersChanged()).toEqual([]);
  });
});

describe('an SMS reply STOP (BulkSMS RECEIVED webhook)', { timeout: 240_000 }, () => {
  const SMS_PHONE = '+27821230002';
  const smsUrl = smsWebhookUrlFor(WEBHOOK_URL);
  const post = (url: string, body: string) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-BulkSMS-Event': 'incoming-message' }, body });

  it('refuses a reply without the key, and changes nothing', async () => {
    const body = bulkSmsReplyBody({ id: 'sms-forged', phone: SMS_PHONE, text: 'STOP', at: Date.now() });
    expect((await post(smsUrl.replace(/key=.*/, 'key=guess'), body)).status).toBe(401);
    expect((await post(smsUrl.replace(/\?key=.*/, ''), body)).status).toBe(401);
    expect(await numbersChanged()).toEqual([]);
  });

  it('opts the number out at once from the simulator thread; a replayed reply changes nothing; email continues', async () => {
    const { data } = await callFunction<{ leadId: string }>('requestMatch', {
      ...person,
      messaging: { phone: '082 123 0002', channel: 'sms', consent: true },
    });
    const [first] = await waitForMessages(sim(), SMS_PHONE, 1);
    expect(first!.channel).toBe('sms');

    // The simulator's "Reply STOP" on an SMS thread posts it as BulkSMS would.
    await fetch(`http://127.0.0.1:${sim().port}/api/reply`, {
      method: 'POST',
      body: JSON.stringify({ phone: SMS_PHONE, text: 'STOP' }),
    });
    const [number] = await eventually(
      async () => [await numberDoc(SMS_PHONE).get()],
      (docs) => docs[0]?.get('optedOutAt') !== undefined,
    );
    // An SMS reply opens no WhatsApp window.
    expect(number.get('lastInboundAt')).toBeUndefined();

    const stopped = sim().messages.find((m) => m.phone === SMS_PHONE && m.direction === 'in')!;
    const replay = await post(smsUrl, bulkSmsReplyBody({ ...stopped, text: 'START' }));
    expect(await replay.json()).toMatchObject({ applied: 0, replay: 1 });

    await db.doc(`leads/${data!.leadId}`).update({ ...confirmedContact(), updatedAt: new Date() });
    await eventually(
      async () => docsWhere('mail', 'to', 'lerato@example.co.za'),
      (docs) => docs.some((d) => d.template === 'review-invite'),
    );
    await sweepAt(new Date(Date.now() + 5 * 60_000));
    expect(outgoingTo(sim(), SMS_PHONE)).toHaveLength(1);
  });
});

describe('account notices to firms', { timeout: 240_000 }, () => {
  it('a verification notice also goes to the firm on WhatsApp, with only a dashboard link', async () => {
    const FIRM_PHONE = '+27831112233';
    const firmToken = await idTokenFor('paid@firm.test', { firmId: 'paid' });
    const optIn = { optIn: { phone: '083 111 2233', channel: 'whatsapp', consent: true } };
    expect((await callFunction('setMessagingSettings', optIn, firmToken)).error).toBeUndefined();
    const admin = await idTokenFor(`ops-${Date.now()}@regmatch.test`, { admin: true });
    const reason = 'Your practising certificate could not be confirmed with the Legal Practice Council.';
    expect((await callFunction('setFirmSuspension', { firmId: 'paid', suspended: true, reason }, admin)).error).toBeUndefined();

    const [notice] = await waitForMessages(sim(), FIRM_PHONE, 1);
    expect(notice!.template?.name).toBe('regmatch_verification_update');
    expect(notice!.text).toContain('/firm-dashboard');
    expect(notice!.text).not.toContain('Legal Practice Council');
    expect(await docsWhere('mail', 'template', 'firm-verification')).toHaveLength(1);
  });
});
