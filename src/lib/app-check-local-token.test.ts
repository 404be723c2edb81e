import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LOCAL_APP_CHECK_ISSUER, LOCAL_APP_CHECK_TTL_SECONDS, localAppCheckToken } from './app-check-local-token';

// The other side of the seam: the decoder the Functions emulator applies to X-Firebase-AppCheck
// (firebase-functions, with the emulator's skipTokenVerification debug feature).
const FUNCTIONS = join(import.meta.dirname, '../../functions');
const functionsRequire = createRequire(join(FUNCTIONS, 'package.json'));
// A file firebase-functions does not export: the emulator path of its callable handler.
const { unsafeDecodeAppCheckToken } = functionsRequire(
  join(FUNCTIONS, 'node_modules/firebase-functions/lib/common/providers/https.js'),
) as {
  unsafeDecodeAppCheckToken: (token: string) => Record<string, unknown>;
};

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('localAppCheckToken', () => {
  const { token, expireTimeMillis } = localAppCheckToken('1:123:web:abc', 'demo-regmatch', NOW);

  it('is an unsigned JWT: header.payload. with alg none and an empty signature', () => {
    const parts = token.split('.');
    expect(parts).toHaveLength(3);
    expect(parts.slice(0, 2).every((p) => /^[A-Za-z0-9_-]+$/.test(p))).toBe(true);
    expect(parts[2]).toBe('');
    expect(decodePart(parts[0]!)).toEqual({ alg: 'none', typ: 'JWT' });
  });

  it('names the app, the project, our local issuer, and runs out an hour after it was issued', () => {
    const payload = decodePart(token.split('.')[1]!);
    expect(payload).toEqual({
      iss: LOCAL_APP_CHECK_ISSUER,
      sub: '1:123:web:abc',
      app_id: '1:123:web:abc',
      aud: ['projects/demo-regmatch'],
      iat: NOW / 1000,
      exp: NOW / 1000 + LOCAL_APP_CHECK_TTL_SECONDS,
    });
    expect(expireTimeMillis).toBe(NOW + LOCAL_APP_CHECK_TTL_SECONDS * 1000);
  });

  it('is what the Functions emulator decodes into an app id', () => {
    const decoded = unsafeDecodeAppCheckToken(token);
    expect(decoded.app_id).toBe('1:123:web:abc');
    expect(decoded.exp).toBe(NOW / 1000 + LOCAL_APP_CHECK_TTL_SECONDS);
  });

  it('a token that is not a JWT decodes to no app id there (our callable() refuses it)', () => {
    expect(unsafeDecodeAppCheckToken('not-a-token').app_id).toBeUndefined();
  });
});
