// The two modules, not the 'firebase-functions/v2' index: that loads every trigger provider
// (database, storage, pub/sub, alerts...) on each instance's cold start (a callable's cold load
// measured 728 ms of CPU with the index, 637 ms without).
import { onInit } from 'firebase-functions/v2/core';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { defineInt, defineString } from 'firebase-functions/params';
import { BRAND_NAME } from '@/domain/shared/brand';
import { FUNCTIONS_REGION } from '@/domain/shared/site';

/** Every function deploys next to its users (src/domain/shared/site.ts); the emulator accepts any region. */
export const REGION = FUNCTIONS_REGION;

setGlobalOptions({ region: REGION, maxInstances: 10 });

/**
 * Non-secret settings are params: `firebase deploy` asks for them (or reads
 * functions/.env.<project-id>) and refuses to deploy without them. Local emulator runs get theirs
 * from the per-instance functions/.env.demo-regmatch* file the scripts write. Secrets
 * (PayFast credentials, SMTP URL) are defineSecret values next to the code that reads them.
 * docs/deploy.md documents every one; `npm run check:deploy` fails when one is not.
 */
export const APP_ORIGIN = defineString('APP_ORIGIN', {
  label: 'Public origin of the web app',
  description: 'e.g. https://regmatch.co.za (no trailing slash). Return, cancel, notify and password-reset links hang off it.',
});

export const PAYFAST_MODE = defineString('PAYFAST_MODE', {
  label: 'PayFast mode',
  description: "'sandbox' (sandbox.payfast.co.za, test money) or 'live' (real money). 'simulator' is for emulator runs only.",
  input: { select: { options: [{ value: 'sandbox' }, { value: 'live' }] } },
});

/**
 * How many X-Forwarded-For entries Google's proxies append in front of payfastNotify: the PayFast
 * source check reads the entry that many places from the right (see sourceIpOf). A wrong value
 * fails closed: notifications are rejected with the whole chain in the log (docs/deploy.md, step 8).
 */
export const PAYFAST_PROXY_HOPS = defineInt('PAYFAST_PROXY_HOPS', {
  label: 'Proxies in front of the PayFast notify function',
  description: 'X-Forwarded-For entries appended by Hosting and Google front ends (default 1).',
  default: 1,
});

/** PAYFAST_PROXY_HOPS as a number of at least 1 (unset: 1). */
export function payfastProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number.parseInt(raw(env, 'PAYFAST_PROXY_HOPS') || '1', 10);
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

/**
 * How many X-Forwarded-For entries Google's front ends append in front of the callables: the
 * per-address rate limits count the entry that many places from the right (callerAddressOf, which
 * reads it without this module: importing it registers the start-up check), never
 * the leftmost one a caller writes. Too high a value fails closed: every caller without enough
 * entries shares one counter (docs/deploy.md).
 */
export const CALLER_PROXY_HOPS = defineInt('CALLER_PROXY_HOPS', {
  label: 'Proxies in front of the callable functions',
  description: 'X-Forwarded-For entries appended by Google front ends before a callable (default 1).',
  default: 1,
});

export type PayfastMode = 'simulator' | 'sandbox' | 'live';

/** True when firebase-tools' Functions emulator runs this code (it sets the variable itself). */
export function inEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** A param's raw value without the SDK's "read during deployment" warnings. */
function raw(env: NodeJS.ProcessEnv, name: string): string {
  return (env[name] ?? '').trim();
}

/**
 * What is wrong with the settings, one sentence per problem, naming the variable and where to
 * set it. Empty when the functions can start.
 */
export function configProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const emulator = inEmulator(env);
  const where =
    'Set it in functions/.env.<project-id> or answer the prompt of `firebase deploy` (docs/deploy.md, "Parameters and secrets").';

  const origin = raw(env, 'APP_ORIGIN');
  if (!origin) {
    problems.push(`APP_ORIGIN is not set. ${where}`);
  } else {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (!url || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
      problems.push(`APP_ORIGIN must be an origin such as https://regmatch.co.za, not "${origin}".`);
    } else if (url.protocol !== 'https:' && !(emulator && url.protocol === 'http:')) {
      problems.push(`APP_ORIGIN must use https outside the emulator, not "${origin}".`);
    }
  }

  const mode = raw(env, 'PAYFAST_MODE');
  if (!mode) {
    problems.push(`PAYFAST_MODE is not set ('sandbox' or 'live'). ${where}`);
  } else if (mode === 'simulator') {
    if (!emulator) problems.push("PAYFAST_MODE is 'simulator', which only works in the emulator. Use 'sandbox' or 'live'.");
  } else if (mode !== 'sandbox' && mode !== 'live') {
    problems.push(`PAYFAST_MODE must be 'sandbox' or 'live', not "${mode}".`);
  }
  const hops = raw(env, 'PAYFAST_PROXY_HOPS');
  if (hops && !/^[1-9]\d?$/.test(hops)) problems.push(`PAYFAST_PROXY_HOPS must be a whole number from 1, not "${hops}".`);
  return problems;
}

/** Throws one error naming every problem; the message is what an operator reads in the logs. */
export function assertConfig(env: NodeJS.ProcessEnv = process.env): void {
  const problems = configProblems(env);
  if (problems.length > 0) {
    throw new Error(`${BRAND_NAME} functions cannot start: ${problems.join(' ')}`);
  }
}

// Runs once per instance before the first request or event; a bad setting fails every call with
// the message above instead of sending a wrong link or charging through the wrong PayFast host.
onInit(() => assertConfig());

/** The PayFast mode; only valid after the check above (unset means an unconfigured deploy). */
export function payfastModeSetting(env: NodeJS.ProcessEnv = process.env): PayfastMode {
  const mode = raw(env, 'PAYFAST_MODE');
  if (mode === 'simulator' || mode === 'sandbox' || mode === 'live') return mode;
  // An emulator run without the setting is local; anything else must never guess.
  if (inEmulator(env)) return 'simulator';
  throw new Error(`${BRAND_NAME} functions cannot start: PAYFAST_MODE is "${mode}".`);
}

/** The public origin of the web app, without a trailing slash. */
export function appOriginSetting(env: NodeJS.ProcessEnv = process.env): string {
  const origin = raw(env, 'APP_ORIGIN');
  if (!origin) throw new Error(`${BRAND_NAME} functions cannot start: APP_ORIGIN is not set.`);
  return origin.replace(/\/+$/, '');
}

/** A secret's value, or an error that names it and the command that sets it. */
export function requireSecret(name: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed)
    throw new Error(`The secret ${name} is empty. Set it with \`firebase functions:secrets:set ${name}\` (docs/deploy.md).`);
  return trimmed;
}
