import { describe, expect, it } from 'vitest';
import { messagingEnvProblems, messagingSecretProblems } from './messaging-deploy-checks';

describe('check:deploy: WhatsApp and SMS settings', () => {
  it('accepts the real providers and a phone number id', () => {
    const env =
      'WHATSAPP_API_BASE=https://graph.facebook.com/v21.0\nSMS_API_BASE=https://api.bulksms.com/v1\nWHATSAPP_PHONE_NUMBER_ID=123456789012345\n';
    expect(messagingEnvProblems('f', env)).toEqual([]);
    expect(messagingEnvProblems('f', 'WHATSAPP_PHONE_NUMBER_ID=123456789012345')).toEqual([]);
  });
  it('refuses the local simulator, plain http and a missing phone number id', () => {
    const env = 'WHATSAPP_API_BASE=http://127.0.0.1:1082/v21.0\nSMS_API_BASE=http://api.bulksms.com/v1\n';
    const problems = messagingEnvProblems('functions/.env.regmatch-prod', env);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/WHATSAPP_API_BASE=http:\/\/127\.0\.0\.1/);
    expect(problems.join('\n')).toMatch(/SMS_API_BASE/);
    expect(problems.join('\n')).toMatch(/WHATSAPP_PHONE_NUMBER_ID/);
  });
  it('needs each credential declared as a secret', () => {
    expect(messagingSecretProblems("defineSecret('WHATSAPP_ACCESS_TOKEN') defineSecret('SMS_API_TOKEN')")).toEqual([
      'functions/src/notifications/config.ts does not declare WHATSAPP_APP_SECRET with defineSecret.',
      'functions/src/notifications/config.ts does not declare WHATSAPP_VERIFY_TOKEN with defineSecret.',
      'functions/src/notifications/config.ts does not declare SMS_WEBHOOK_KEY with defineSecret.',
    ]);
  });
});
