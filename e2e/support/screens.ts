import { test, type Page, type PageScreenshotOptions } from '@playwright/test';
import { afterResize, expectNoSidewaysScroll } from './layout';

/**
 * Whether journeys write their screenshots: yes for `npm run test:e2e`, where a person runs the
 * journeys to look at the screens; no inside `npm test` (emulated-suites.mjs sets
 * JOURNEY_SCREENSHOTS=off), where nobody opens them and each full-page PNG cost about half a
 * second of Chromium's CPU (measured: 20 shots of /matching, 10 s) on a two-core machine that the
 * suite already keeps busy. Every check made beside a screenshot (nothing scrolls sideways, the
 * text fits) runs either way; a failed journey still gets Playwright's own screenshot.
 */
const SCREENSHOTS = process.env.JOURNEY_SCREENSHOTS !== 'off';

/**
 * `page.screenshot(options)`, when this run keeps screenshots (above). A full page is taken from
 * the top, so the sticky header sits at the top of the image and not across the middle of it.
 */
export async function keepScreenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (!SCREENSHOTS) return;
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot(options);
}

/**
 * Full-page screenshots of the page at 1280 and 375 px into the test's output folder
 * (`<name>-1280.png`, `<name>-375.png`), checking that nothing scrolls sideways at either width,
 * then back to 1280 px.
 */
export async function screenshotsAtBothWidths(page: Page, name: string) {
  const shots = test.info().outputPath();
  for (const width of [1280, 375]) {
    await afterResize(page, { width, height: 900 });
    // Nothing scrolls sideways at either width.
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, { path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
