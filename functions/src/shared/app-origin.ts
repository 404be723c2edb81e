import { SITE_URL } from '@/domain/shared/site';
import { appOriginSetting } from './config';

/**
 * The public origin of the web app, for links in emails and PayFast's return URLs: the APP_ORIGIN
 * param (checked at start, see config.ts, so a deployed function never runs without it; every
 * local run points it at the hosting emulator). Code run outside a function (unit tests of the
 * producers) falls back to the production site.
 */
function appOrigin(): string {
  try {
    return appOriginSetting();
  } catch {
    return SITE_URL;
  }
}

/** An absolute link to a path of the app ('/firm-dashboard?tab=leads'). */
export function appUrl(path: string): string {
  return `${appOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}
