/**
 * Who receives personal information besides us and the firms: the providers the product is
 * configured with. The privacy policy's "Who receives it" and "Where it is kept", the PAIA
 * manual and the DPA's sub-processor annex are written from this list (policy-text.ts), and
 * processors.test.ts fails when a provider setting in functions/src (defineSecret/defineString)
 * is not mapped here, or the other way round. POPIA section 72: personal information may leave
 * South Africa only on one of the section's grounds; each cross-border entry names its ground.
 */
import { FUNCTIONS_REGION } from '../shared/site';

export interface Processor {
  id: 'hosting' | 'auth' | 'appCheck' | 'mail' | 'whatsapp' | 'sms' | 'payfast';
  name: string;
  /** What it does for us. */
  role: string;
  /** Whose information, and which. */
  receives: string;
  country: string;
  crossBorder: boolean;
  /** POPIA s72 ground, for a cross-border transfer. */
  s72Basis?: string;
}

const S72_AGREEMENT =
  'section 72(1)(a): the provider is bound by its data processing terms, which give protection substantially similar to POPIA';

export const PROCESSORS: readonly Processor[] = [
  {
    id: 'hosting',
    name: 'Google Cloud (Firebase): database, server functions and file storage',
    role: 'Hosting',
    receives: 'Everything the product stores: requests, firm accounts, messages, payment records',
    country: `South Africa (Johannesburg region, ${FUNCTIONS_REGION})`,
    crossBorder: false,
  },
  {
    id: 'auth',
    name: 'Google (Firebase Authentication)',
    role: 'Sign-in for law firms and operators',
    receives: 'Law firm and operator sign-in email addresses and password hashes (clients have no account)',
    country: 'United States and other Google locations',
    crossBorder: true,
    s72Basis: S72_AGREEMENT,
  },
  {
    id: 'appCheck',
    name: 'Google (reCAPTCHA Enterprise, through Firebase App Check)',
    role: 'Telling real browsers from automated abuse when a form is sent',
    receives: 'Technical browser signals and the IP address; no name, email or request text',
    country: 'United States and other Google locations',
    crossBorder: true,
    s72Basis: S72_AGREEMENT,
  },
  {
    id: 'mail',
    name: 'Our email delivery provider (SMTP)',
    role: 'Sending the emails the product writes',
    receives: 'The recipient’s email address and the email’s contents',
    country: 'South Africa',
    crossBorder: false,
  },
  {
    id: 'whatsapp',
    name: 'Meta Platforms (WhatsApp Business Cloud API)',
    role: 'WhatsApp messages to clients and firms who ask for them',
    receives: 'The mobile number and the message text (a short notice about a request or lead)',
    country: 'United States, Ireland and other Meta locations (outside South Africa)',
    crossBorder: true,
    s72Basis:
      'section 72(1)(b): you ask for WhatsApp messages by ticking the box (consent); also 72(1)(a), Meta’s WhatsApp Business data processing terms',
  },
  {
    id: 'sms',
    name: 'BulkSMS (Celerity Systems)',
    role: 'SMS messages where WhatsApp does not reach a number, or when SMS is chosen',
    receives: 'The mobile number and the message text',
    country: 'South Africa',
    crossBorder: false,
  },
  {
    id: 'payfast',
    name: 'PayFast (Network International)',
    role: 'Law firms’ card payments and monthly subscriptions',
    receives: 'The firm’s payer name, email and payment details (we never see card numbers)',
    country: 'South Africa',
    crossBorder: false,
  },
];

/**
 * Every setting functions/src defines (firebase-functions params and secrets), and the processor
 * it configures; 'none' for settings that reach no one outside (our own address, proxy counts).
 */
export const PROVIDER_SETTINGS: Readonly<Record<string, Processor['id'] | 'none'>> = {
  MAIL_SMTP_URL: 'mail',
  WHATSAPP_API_BASE: 'whatsapp',
  WHATSAPP_PHONE_NUMBER_ID: 'whatsapp',
  WHATSAPP_ACCESS_TOKEN: 'whatsapp',
  WHATSAPP_APP_SECRET: 'whatsapp',
  WHATSAPP_VERIFY_TOKEN: 'whatsapp',
  SMS_API_BASE: 'sms',
  SMS_API_TOKEN: 'sms',
  SMS_WEBHOOK_KEY: 'sms',
  PAYFAST_MERCHANT_ID: 'payfast',
  PAYFAST_MERCHANT_KEY: 'payfast',
  PAYFAST_PASSPHRASE: 'payfast',
  PAYFAST_MODE: 'payfast',
  PAYFAST_PROXY_HOPS: 'none',
  CALLER_PROXY_HOPS: 'none',
  APP_ORIGIN: 'none',
};
