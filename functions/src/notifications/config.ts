/**
 * Provider settings. Base URLs and the WhatsApp phone number id are params (deploy asks for them;
 * emulator runs get the simulator's from functions/.env.demo-regmatch*); credentials are secrets.
 * In the emulator the simulator's stand-in credentials are used, never a secret.
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import { PROVIDER_BASE_URLS, SIMULATOR_CREDENTIALS } from '@/domain/notifications/simulator';
import { inEmulator } from '../shared/config';

const WHATSAPP_API_BASE = defineString('WHATSAPP_API_BASE', {
  label: 'WhatsApp Cloud API base URL',
  description: `The Graph API with its version, e.g. ${PROVIDER_BASE_URLS.whatsapp} (no trailing slash).`,
  default: PROVIDER_BASE_URLS.whatsapp,
});
const WHATSAPP_PHONE_NUMBER_ID = defineString('WHATSAPP_PHONE_NUMBER_ID', {
  label: 'WhatsApp phone number id',
  description: 'Meta for Developers -> your app -> WhatsApp -> API Setup -> Phone number ID (digits).',
});
const SMS_API_BASE = defineString('SMS_API_BASE', {
  label: 'BulkSMS JSON REST API base URL',
  description: `e.g. ${PROVIDER_BASE_URLS.sms} (no trailing slash).`,
  default: PROVIDER_BASE_URLS.sms,
});

const whatsappAccessToken = defineSecret('WHATSAPP_ACCESS_TOKEN');
const whatsappAppSecret = defineSecret('WHATSAPP_APP_SECRET');
const whatsappVerifyToken = defineSecret('WHATSAPP_VERIFY_TOKEN');
const smsApiToken = defineSecret('SMS_API_TOKEN');
/** The key in the URL registered as BulkSMS's RECEIVED webhook (BulkSMS signs nothing; sms-webhook.ts). */
export const smsWebhookKey = defineSecret('SMS_WEBHOOK_KEY');

/** What the senders need. */
export const SENDER_SECRETS = [whatsappAccessToken, smsApiToken];
/** What the webhook needs. */
export const WEBHOOK_SECRETS = [whatsappAppSecret, whatsappVerifyToken];

function secret(value: { value(): string }, local: string): string {
  if (inEmulator()) return local;
  try {
    return value.value().trim();
  } catch {
    return '';
  }
}

const trimSlash = (url: string) => url.trim().replace(/\/+$/, '');

export interface ProviderSettings {
  whatsapp: { baseUrl: string; phoneNumberId: string; accessToken: string };
  sms: { baseUrl: string; token: string };
}

export function providerSettings(): ProviderSettings {
  return {
    whatsapp: {
      baseUrl: trimSlash(WHATSAPP_API_BASE.value()),
      phoneNumberId: WHATSAPP_PHONE_NUMBER_ID.value().trim(),
      accessToken: secret(whatsappAccessToken, SIMULATOR_CREDENTIALS.whatsappAccessToken),
    },
    sms: { baseUrl: trimSlash(SMS_API_BASE.value()), token: secret(smsApiToken, SIMULATOR_CREDENTIALS.smsToken) },
  };
}

export const webhookAppSecret = () => secret(whatsappAppSecret, SIMULATOR_CREDENTIALS.whatsappAppSecret);
export const smsWebhookKeyValue = () => secret(smsWebhookKey, SIMULATOR_CREDENTIALS.smsWebhookKey);
export const webhookVerifyToken = () => secret(whatsappVerifyToken, SIMULATOR_CREDENTIALS.whatsappVerifyToken);
