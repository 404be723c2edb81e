import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { SimulatedMessage } from '../../scripts/lib/messaging-simulator';
import { adminDb } from './admin';
import { tab } from './firm-session';
import { MAIL_WAIT } from './mail';
import { CALL_TIMEOUT } from './wizard';

/**
 * The messaging simulator a phone journey talks to (docs/notifications.md): the one global setup
 * started for the whole run on this instance's port (support/global-setup.ts), or `npm start`'s
 * own when it already listened there. Any spec file may use it, on either worker.
 */
export function useMessagingSimulator() {
  const simPort = Number(process.env.EMU_MESSAGING_PORT ?? 1082);
  const simUrl = (path: string) => `http://127.0.0.1:${simPort}${path}`;
  async function messagesTo(phone: string): Promise<SimulatedMessage[]> {
    const list = (await (await fetch(simUrl(`/api/messages?phone=${encodeURIComponent(phone)}`))).json()) as SimulatedMessage[];
    return list.filter((m) => m.direction === 'out');
  }
  async function waitForMessages(phone: string, count: number) {
    await expect.poll(async () => (await messagesTo(phone)).length, { timeout: MAIL_WAIT }).toBeGreaterThanOrEqual(count);
    return messagesTo(phone);
  }
  return { simUrl, messagesTo, waitForMessages };
}

/**
 * Marks a journey's number confirmed, as the webhook does when its holder replies YES
 * (webhook-events.ts): a number gets nothing but the request to reply YES before that
 * (docs/notifications.md, "A number is confirmed first"; tests/integration/abuse-phone-numbers.test.ts).
 */
export async function confirmNumber(e164: string) {
  await adminDb
    .doc(`messagingNumbers/${createHash('sha256').update(e164).digest('hex')}`)
    .set({ confirmedAt: new Date(), confirmedBy: 'whatsapp' }, { merge: true });
}

/** A South African mobile number nobody else's journey uses: +27 and `prefix` (82, 83) and seven digits. */
export const uniqueMobile = (prefix: '82' | '83') => `+27${prefix}${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

/** The national form a person types: '+27821234567' -> '0821234567'. */
export const asTyped = (e164: string) => `0${e164.slice(3)}`;

/** A signed-in firm turns phone notifications on in Settings (WhatsApp), ticking its own unticked box. */
export async function turnOnFirmPhone(firmPage: Page, firmPhone: string) {
  await tab(firmPage, 'Settings').click();
  const card = firmPage.locator('div', { has: firmPage.getByRole('heading', { name: 'Phone notifications' }) }).last();
  await card.getByLabel('Mobile number').fill(asTyped(firmPhone));
  const consent = card.getByLabel(/Send my firm's new-lead alerts/);
  await expect(consent).not.toBeChecked();
  await consent.check();
  await card.getByRole('button', { name: 'Turn on phone notifications' }).click();
  await expect(card.getByText('Phone notifications are on.')).toBeVisible({ timeout: CALL_TIMEOUT });
  await expect(card.getByText(new RegExp(`On: WhatsApp .* to \\${firmPhone}`))).toBeVisible();
  return card;
}
