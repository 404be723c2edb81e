import { SITE_URL } from '@/domain';

/**
 * The public origin of the web app, for links in emails: APP_ORIGIN where set (every local run
 * and test points it at the hosting emulator), otherwise the production site.
 */
export function appOrigin(): string {
  return (process.env.APP_ORIGIN?.trim() || SITE_URL).replace(/\/+$/, '');
}

/** An absolute link to a path of the app ('/firm-dashboard?tab=leads'). */
export function appUrl(path: string): string {
  return `${appOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}
