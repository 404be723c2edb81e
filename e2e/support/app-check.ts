import { localAppCheckToken } from '../../src/lib/app-check-local-token';

/**
 * The App Check header the web app sends against the emulators (src/lib/firebase-app-check.ts),
 * for journeys that call a callable over HTTP themselves: every callable refuses a call without it.
 */
export function appCheckHeader(): { 'X-Firebase-AppCheck': string } {
  const project = process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch';
  return { 'X-Firebase-AppCheck': localAppCheckToken('demo-app', project).token };
}
