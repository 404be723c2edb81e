/**
 * The WhatsApp webhook refuses what Meta did not sign, and applies each signed event once: a
 * forged, altered, replayed or stale POST changes nothing (docs/notifications.md, "Webhook").
 */
import { Timestamp } from 'firebase-admin/firestore';
import { clearFirestore, db } from './emulator-clients';
import { inboundBody, postWebhook, sign, statusBody } from './phone-notifications-support';

const PHONE = '+27825550000';
const numberDocs = async () => (await db.collection('messagingNumbers').get()).docs.map((d) => d.data());

beforeEach(async () => {
  await clearFirestore();
});

describe('the WhatsApp webhook', () => {
  it('refuses a STOP without a signature, with another secret, or with its body changed after signing; nothing changes', async () => {
    const body = inboundBody(PHONE, 'STOP', 'wamid.forged1');
    expect(await postWebhook(body, null)).toBe(401);
    expect(await postWebhook(body, sign(body, 'not-the-app-secret'))).toBe(401);
    expect(await postWebhook(body.replace('STOP', 'YEKA'), sign(body))).toBe(401);
    expect(await numberDocs()).toEqual([]);
    expect((await db.collection('messagingWebhookEvents').get()).size).toBe(0);
  });

  it('refuses a forged status: the delivery document keeps its state', async () => {
    const ref = db.doc('notifications/mail1_whatsapp');
    await ref.set({
      mailId: 'mail1',
      channel: 'whatsapp',
      to: PHONE,
      state: 'sent',
      providerMessageId: 'wamid.sent1',
      attempts: 1,
    });
    const forged = statusBody('wamid.sent1', 'read');
    expect(await postWebhook(forged, sign(forged, 'guess'))).toBe(401);
    expect((await ref.get()).get('state')).toBe('sent');

    const genuine = statusBody('wamid.sent1', 'delivered');
    expect(await postWebhook(genuine, sign(genuine))).toBe(200);
    expect((await ref.get()).get('state')).toBe('delivered');
  });

  it('applies a signed event once: a replayed STOP does not undo a later START', async () => {
    const stop = inboundBody(PHONE, 'stop', 'wamid.in1');
    const stopSignature = sign(stop);
    expect(await postWebhook(stop, stopSignature)).toBe(200);
    expect((await numberDocs())[0]!.optedOutAt).toBeInstanceOf(Timestamp);

    const start = inboundBody(PHONE, 'START', 'wamid.in2');
    expect(await postWebhook(start, sign(start))).toBe(200);
    expect((await numberDocs())[0]!.optedOutAt).toBeUndefined();

    // The same bytes and signature again: accepted as seen (200), applied never.
    expect(await postWebhook(stop, stopSignature)).toBe(200);
    expect((await numberDocs())[0]!.optedOutAt).toBeUndefined();
  });

  it('refuses a signed event older than a day: nothing changes', async () => {
    const stale = inboundBody(PHONE, 'STOP', 'wamid.old', Date.now() - 2 * 86_400_000);
    expect(await postWebhook(stale, sign(stale))).toBe(200);
    expect(await numberDocs()).toEqual([]);
  });

  it.each(['YEKA', 'Misa', 'stop asseblief', 'Ema'])('%s opts the number out', async (word) => {
    const body = inboundBody(PHONE, word, `wamid.${word}`);
    expect(await postWebhook(body, sign(body))).toBe(200);
    expect((await numberDocs())[0]!.optedOutAt).toBeInstanceOf(Timestamp);
  });
});
