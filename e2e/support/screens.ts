import { expect, test, type Page } from '@playwright/test';

/**
 * Full-page screenshots of the page at 1280 and 375 px into the test's output folder
 * (`<name>-1280.png`, `<name>-375.png`), checking that nothing scrolls sideways at either width,
 * then back to 1280 px.
 */
export async function screenshotsAtBothWidths(page: Page, name: string) {
  const shots = test.info().outputPath();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing scrolls sideways at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    // From the top, so the sticky header sits at the top of the full-page image.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
