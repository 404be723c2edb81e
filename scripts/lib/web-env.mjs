// The Firebase web config a production build compiles in. Shared by vite.config.ts (which
// refuses to build without it) and scripts/check-deploy.ts. Plain JS so Vite's config loader
// imports it as it is.

/** Every variable a production build needs; `.env.example` documents each. */
export const REQUIRED_WEB_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
  // App Check's reCAPTCHA Enterprise site key: every callable refuses a call without a token.
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
];

/**
 * What is wrong with a build's environment, or an empty list. Emulator builds
 * (VITE_USE_EMULATORS=true, set by the scripts) bring their own demo project and need nothing.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function webEnvProblems(env) {
  if (env.VITE_USE_EMULATORS === 'true') return [];
  const missing = REQUIRED_WEB_VARIABLES.filter((name) => !env[name]?.trim());
  const problems = [];
  if (missing.length > 0) {
    problems.push(
      `A production build needs ${missing.join(', ')}. Copy .env.example to .env.production.local and fill in the ` +
        'values from the Firebase console (Project settings > Your apps > Web app; the reCAPTCHA Enterprise site key ' +
        'from App Check, docs/deploy.md step 6), or set them in the environment. ' +
        'For a local build against the emulators, use npm start.',
    );
  }
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim() ?? '';
  if (projectId.startsWith('demo-')) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is "${projectId}", a demo project that exists only in the emulators. Use your real project id.`,
    );
  }
  return problems;
}
