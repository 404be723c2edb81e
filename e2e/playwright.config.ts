import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { chromiumExecutables, fullBrowserLaunch } from '../scripts/lib/browser.mjs';
import { CHROMIUM_FLAGS } from '../scripts/lib/static-site.mjs';

const baseURL = process.env.EMU_HOSTING_URL ?? 'http://127.0.0.1:5000';

/**
 * The full browser, for what needs it (the back/forward cache in quick-exit.spec.ts): Debian's
 * Chromium (or CHROME_PATH), else the one Playwright downloaded where there is no Debian package
 * (`npm test` installs one or the other: scripts/lib/browser.mjs, docs/local-platform.md).
 */
export const FULL_BROWSER_LAUNCH = fullBrowserLaunch();

/**
 * The journeys run in Chromium's old headless shell where it is installed (Debian's
 * `chromium-headless-shell`, the same release as `chromium`; it is also the browser Playwright
 * runs headless by default, so `undefined` here means Playwright's own shell): the same Blink and
 * V8, without the full browser's window, GPU and profile machinery. Measured on two cores, the 157
 * journeys took 3.5 min instead of 4.8, and Chromium used less than half the CPU.
 */
const JOURNEY_CHROMIUM = chromiumExecutables().journeys;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: join(process.cwd(), 'test-results', 'reports', 'e2e.json') }]],
  outputDir: join(process.cwd(), 'test-results', 'artifacts'),
  use: {
    baseURL,
    // Recorded on CI's retry of a failed journey only: recording every journey's trace (DOM
    // snapshots and a screencast per action) was more than half of Chromium's CPU and made three
    // sample files take 3.7 min instead of 2.6 on two cores. Locally: `-- --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: JOURNEY_CHROMIUM, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
