import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors. Offline-network noise from Chromium itself
 * is not the app's fault and is ignored.
 */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/favicon|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR_CONNECTION_REFUSED.*googleapis/i.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
