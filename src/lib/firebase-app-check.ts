import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { localAppCheckToken } from './app-check-local-token';
import { firebaseConfig } from './firebase-config';

/**
 * App Check: every callable refuses a call without a token from our app (functions/src/shared/
 * callable.ts). Started by firebase-functions.ts, so it downloads with the Functions SDK on the
 * first call and never with a public page.
 * - Production: reCAPTCHA Enterprise with the site key of VITE_RECAPTCHA_ENTERPRISE_SITE_KEY
 *   (a production build refuses to build without it, scripts/lib/web-env.mjs).
 * - Against the emulators: an unsigned local token (app-check-local-token.ts), which the Functions
 *   emulator decodes without verifying, as it does Auth ID tokens.
 * - Neither (unit tests): no App Check; the real server would refuse every call.
 */
export function startAppCheck(app: FirebaseApp): AppCheck | null {
  // Read as import.meta.env.X so a production build folds the emulator branch, and the local
  // token code with it, away.
  if (import.meta.env.VITE_USE_EMULATORS === 'true') {
    const provider = new CustomProvider({
      getToken: async () => localAppCheckToken(firebaseConfig.appId, firebaseConfig.projectId),
    });
    return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  }
  const siteKey = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (!siteKey) return null;
  return initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}
