/**
 * The firm's phone messages, in the dashboard's Settings (every plan): the number and channel
 * for the firm's account address (where its lead emails go), with the consent recorded, or off.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { MessagingSettings } from '@/domain/notifications/channels';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { accountRef } from '../shared/documents';
import { choiceRef, numberRef, readChoice, readNumber, writeChoice } from './choices';
import { askToConfirm } from './service';
import { writeSelfServiceRequest } from '../privacy/data-subject-register';

async function accountEmailOf(firmId: string): Promise<string> {
  const email = (await accountRef(firmId).get()).data()?.email;
  if (!email) throw callableError('email-required', 'Your firm has no account email address yet.');
  return email;
}

async function settingsOf(email: string): Promise<MessagingSettings> {
  const choice = readChoice((await choiceRef(email).get()).data());
  if (!choice) return { phone: null, channel: null, consentedAt: null, optedOutAt: null, confirmedAt: null };
  const number = readNumber((await numberRef(choice.phone).get()).data());
  return {
    phone: choice.phone,
    channel: choice.channel,
    consentedAt: choice.consentGivenAt,
    optedOutAt: number.optedOutAt,
    confirmedAt: number.confirmedAt,
  };
}

export const getMessagingSettings = callable('getMessagingSettings', {
  access: 'firm',
  handler: async (_input, caller) => settingsOf(await accountEmailOf(caller.firmId!)),
});

export const setMessagingSettings = callable('setMessagingSettings', {
  access: 'firm',
  handler: async (input, caller) => {
    const email = await accountEmailOf(caller.firmId!);
    await db.runTransaction(async (tx) => {
      const before = readChoice((await tx.get(choiceRef(email))).data());
      writeChoice(tx, email, input.optIn, { audience: 'firm', firmId: caller.firmId! });
      // Turning messages off withdraws the consent: once in the register (off again writes nothing).
      if (!input.optIn && before) {
        writeSelfServiceRequest(tx, {
          kind: 'consent-withdrawal',
          email,
          phone: before.phone,
          details: 'The firm turned phone notifications off in its dashboard Settings.',
        });
      }
    });
    const settings = await settingsOf(email);
    // A new number gets the request to reply YES at once (capped: number-guard.ts), so alerts can
    // start before the next lead; until the holder replies, nothing else goes to it.
    if (input.optIn && settings.confirmedAt === null && settings.optedOutAt === null) {
      await askToConfirm({ phone: input.optIn.phone, channel: input.optIn.channel, locale: 'en' }, null);
    }
    return input.optIn && settings.consentedAt === null ? { ...settings, consentedAt: Timestamp.now().toMillis() } : settings;
  },
});
