// `node --import tsx scripts/screenshots.ts <base-url> <out-dir> <path>...`: full-page screenshots
// of each path at desktop (1280 px) and mobile (375 px) width in Debian Chromium, for review.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './lib/static-site.mjs';

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.error('Usage: scripts/screenshots.ts <base-url> <out-dir> <path>...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
for (const [label, width] of [
  ['desktop', 1280],
  ['mobile', 375],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    const name = (path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home') + `-${label}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: true });
    console.log(join(outDir, name));
  }
  await page.close();
}
await browser.close();
