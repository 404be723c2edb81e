import { defineSecret } from 'firebase-functions/params';
import { appOriginSetting, payfastModeSetting, requireSecret, type PayfastMode } from '../shared/config';

/**
 * PayFast settings by mode. PAYFAST_MODE is 'simulator' in every local run (npm start, npm test),
 * 'sandbox' against sandbox.payfast.co.za, 'live' in production. Credentials come from Secret
 * Manager and never reach the browser; the simulator uses PayFast's published test merchant so a
 * newcomer needs no account.
 */
const payfastMerchantId = defineSecret('PAYFAST_MERCHANT_ID');
const payfastMerchantKey = defineSecret('PAYFAST_MERCHANT_KEY');
const payfastPassphrase = defineSecret('PAYFAST_PASSPHRASE');
export const PAYFAST_SECRETS = [payfastMerchantId, payfastMerchantKey, payfastPassphrase];

export type { PayfastMode };

/** PayFast's public sandbox merchant; the passphrase is this project's own test value. */
export const SIMULATOR_CREDENTIALS = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'regmatch-simulator-passphrase',
} as const;

export const SIMULATOR_BASE_PATH = '/dev/payfast-simulator';

/** The PAYFAST_MODE param (functions/src/shared/config.ts); never guessed outside the emulator. */
export function payfastMode(): PayfastMode {
  return payfastModeSetting();
}

/** The APP_ORIGIN param; return, cancel and notify URLs hang off it. */
export function appOrigin(): string {
  return appOriginSetting();
}

export interface PayfastCredentials {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
}

export function payfastCredentials(mode = payfastMode()): PayfastCredentials {
  if (mode === 'simulator') return { ...SIMULATOR_CREDENTIALS };
  return {
    merchantId: requireSecret('PAYFAST_MERCHANT_ID', payfastMerchantId.value()),
    merchantKey: requireSecret('PAYFAST_MERCHANT_KEY', payfastMerchantKey.value()),
    passphrase: requireSecret('PAYFAST_PASSPHRASE', payfastPassphrase.value()),
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
