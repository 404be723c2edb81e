/**
 * check:deploy's WhatsApp and SMS step (docs/notifications.md, docs/deploy.md step 7): the
 * functions declare the five credentials (the SMS webhook's key among them) as secrets, and every functions/.env file meant for a
 * real project points at the real providers (never the local simulator) and names the WhatsApp
 * phone number id.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MESSAGING_SECRETS = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'SMS_API_TOKEN',
  'SMS_WEBHOOK_KEY',
] as const;
const REAL_BASE_URLS: Record<'WHATSAPP_API_BASE' | 'SMS_API_BASE', RegExp> = {
  WHATSAPP_API_BASE: /^https:\/\/graph\.facebook\.com\/v\d+\.\d+$/,
  SMS_API_BASE: /^https:\/\/api\.bulksms\.com\/v1$/,
};

const valueOf = (env: string, name: string) => new RegExp(`^\\s*${name}=(.*)$`, 'm').exec(env)?.[1]?.trim();

/** Problems with one functions/.env file for a real project (or the example every one is copied from). */
export function messagingEnvProblems(file: string, env: string): string[] {
  const problems: string[] = [];
  for (const [name, pattern] of Object.entries(REAL_BASE_URLS)) {
    const value = valueOf(env, name);
    // Unset is fine: the param's default is the real provider.
    if (value !== undefined && !pattern.test(value))
      problems.push(`${file}: ${name}=${value} is not the real provider's URL (${pattern.source}).`);
  }
  const phoneNumberId = valueOf(env, 'WHATSAPP_PHONE_NUMBER_ID');
  if (!phoneNumberId || !/^(\d{6,20}|<[\w-]+>)$/.test(phoneNumberId))
    problems.push(`${file}: WHATSAPP_PHONE_NUMBER_ID must be the id from Meta's API Setup page (digits).`);
  return problems;
}

/** Problems with the secrets' declarations in the functions' code. */
export function messagingSecretProblems(configSource: string): string[] {
  return MESSAGING_SECRETS.filter((name) => !configSource.includes(`defineSecret('${name}')`)).map(
    (name) => `functions/src/notifications/config.ts does not declare ${name} with defineSecret.`,
  );
}

export function messagingProblems(root: string): string[] {
  const problems = messagingSecretProblems(readFileSync(join(root, 'functions/src/notifications/config.ts'), 'utf8'));
  const dir = join(root, 'functions');
  const files = ['.env.example', ...readdirSync(dir).filter((f) => /^\.env\.(?!demo-|example$)/.test(f) && f !== '.env.local')];
  for (const file of files) {
    const path = join(dir, file);
    if (existsSync(path)) problems.push(...messagingEnvProblems(`functions/${file}`, readFileSync(path, 'utf8')));
  }
  return problems;
}
