/**
 * The App Check token the web app sends when it runs against the emulators (firebase-app-check.ts).
 *
 * The Functions emulator runs with firebase-functions' `skipTokenVerification` debug feature: it
 * decodes an App Check token without checking its signature and takes the app id from `sub`, the
 * way the Auth emulator issues and accepts unsigned ID tokens. So locally the app mints an
 * unsigned token (`alg: none`) shaped like the ones Google's App Check service issues. Production
 * builds never contain this code: check:deploy refuses a bundle that carries LOCAL_APP_CHECK_ISSUER.
 */

/** Marks every local token; no production token has this issuer. */
export const LOCAL_APP_CHECK_ISSUER = 'regmatch-emulator-app-check';

/** Lifetime of a local token; the App Check SDK fetches a new one before it runs out. */
export const LOCAL_APP_CHECK_TTL_SECONDS = 60 * 60;

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** `{ token, expireTimeMillis }`, what an App Check CustomProvider answers. */
export function localAppCheckToken(
  appId: string,
  projectId: string,
  nowMillis: number = Date.now(),
): { token: string; expireTimeMillis: number } {
  const iat = Math.floor(nowMillis / 1000);
  const exp = iat + LOCAL_APP_CHECK_TTL_SECONDS;
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: LOCAL_APP_CHECK_ISSUER,
    sub: appId,
    app_id: appId,
    aud: [`projects/${projectId}`],
    iat,
    exp,
  };
  // Unsigned: header.payload. with an empty signature, as the Auth emulator's ID tokens.
  return { token: `${base64url(header)}.${base64url(payload)}.`, expireTimeMillis: exp * 1000 };
}
