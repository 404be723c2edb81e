import { defineSecret } from 'firebase-functions/params';

/**
 * PayFast settings by mode. PAYFAST_MODE is 'simulator' in every local run (npm start, npm test),
 * 'sandbox' against sandbox.payfast.co.za, 'live' in production. Credentials come from Secret
 * Manager and never reach the browser; the simulator uses PayFast's published test merchant so a
 * newcomer needs no account.
 */
export const payfastMerchantId = defineSecret('PAYFAST_MERCHANT_ID');
export const payfastMerchantKey = defineSecret('PAYFAST_MERCHANT_KEY');
export const payfastPassphrase = defineSecret('PAYFAST_PASSPHRASE');
export const PAYFAST_SECRETS = [payfastMerchantId, payfastMerchantKey, payfastPassphrase];

export type PayfastMode = 'simulator' | 'sandbox' | 'live';

/** PayFast's public sandbox merchant; the passphrase is this project's own test value. */
export const SIMULATOR_CREDENTIALS = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'regmatch-simulator-passphrase',
} as const;

export const SIMULATOR_BASE_PATH = '/dev/payfast-simulator';
export const PRODUCTION_ORIGIN = 'https://regmatch.co.za';

export function payfastMode(): PayfastMode {
  const mode = process.env.PAYFAST_MODE;
  if (mode === 'simulator' || mode === 'sandbox' || mode === 'live') return mode;
  // Unset on a laptop's emulator means local; unset in the cloud means real money.
  return process.env.FUNCTIONS_EMULATOR === 'true' ? 'simulator' : 'live';
}

/** The public origin of the web app; return, cancel and notify URLs hang off it. */
export function appOrigin(): string {
  return (process.env.APP_ORIGIN || PRODUCTION_ORIGIN).replace(/\/$/, '');
}

export interface PayfastCredentials {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
}

export function payfastCredentials(mode = payfastMode()): PayfastCredentials {
  if (mode === 'simulator') return { ...SIMULATOR_CREDENTIALS };
  return {
    merchantId: payfastMerchantId.value().trim(),
    merchantKey: payfastMerchantKey.value().trim(),
    passphrase: payfastPassphrase.value().trim(),
  };
}

export interface PayfastEndpoints {
  /** Where the checkout form posts. */
  process: string;
  /** Server-to-server ITN validation. */
  validate: string;
  /** Subscription API base (cancel). */
  api: string;
  /** Appended to API calls; PayFast's sandbox API wants ?testing=true. */
  apiQuery: string;
  /** Host names whose addresses may send ITNs. */
  validHosts: readonly string[];
}

const PAYFAST_ITN_HOSTS = ['www.payfast.co.za', 'sandbox.payfast.co.za', 'w1w.payfast.co.za', 'w2w.payfast.co.za'];

export function payfastEndpoints(mode = payfastMode()): PayfastEndpoints {
  if (mode === 'simulator') {
    const base = `${appOrigin()}${SIMULATOR_BASE_PATH}`;
    return { process: `${base}/process`, validate: `${base}/validate`, api: base, apiQuery: '', validHosts: [] };
  }
  if (mode === 'sandbox') {
    return {
      process: 'https://sandbox.payfast.co.za/eng/process',
      validate: 'https://sandbox.payfast.co.za/eng/query/validate',
      api: 'https://api.payfast.co.za',
      apiQuery: '?testing=true',
      validHosts: PAYFAST_ITN_HOSTS,
    };
  }
  return {
    process: 'https://www.payfast.co.za/eng/process',
    validate: 'https://www.payfast.co.za/eng/query/validate',
    api: 'https://api.payfast.co.za',
    apiQuery: '',
    validHosts: PAYFAST_ITN_HOSTS,
  };
}

export const RETURN_PATH = '/subscription-thank-you';
export const CANCEL_PATH = '/subscription-cancel';
export const NOTIFY_PATH = '/api/payfast/notify';
