// Renders public/og-image.png (1200x630, the social card every page points to) from an HTML
// template with Debian's Chromium. Run again after a brand change: `npx tsx scripts/make-og-image.ts`.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BRAND_NAME, SITE_FIGURES } from '../src/domain/shared/brand';
import { SOCIAL_IMAGE } from '../src/domain/shared/site';

const out = join(import.meta.dirname, '..', 'public', 'og-image.png');

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${SOCIAL_IMAGE.width}px; height: ${SOCIAL_IMAGE.height}px; font-family: 'DejaVu Sans', Arial, sans-serif;
    background: linear-gradient(135deg, #0c1a3d 0%, #14295e 55%, #1b3a8a 100%); color: #fff; padding: 80px; position: relative; overflow: hidden; }
  .ring { position: absolute; border-radius: 50%; background: rgba(255,255,255,.05); }
  .logo { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 700; }
  .logo span { color: #f7b84b; }
  h1 { margin-top: 70px; font-size: 76px; line-height: 1.08; letter-spacing: -1px; }
  h1 em { font-style: normal; color: #f7b84b; }
  p { margin-top: 28px; font-size: 27px; color: #dbe6fe; }
  .badges { position: absolute; bottom: 70px; left: 80px; display: flex; gap: 18px; }
  .badge { border: 2px solid rgba(255,255,255,.35); border-radius: 999px; padding: 12px 26px; font-size: 26px; }
</style></head><body>
  <div class="ring" style="width:620px;height:620px;right:-180px;top:-220px"></div>
  <div class="ring" style="width:380px;height:380px;right:80px;bottom:-200px"></div>
  <div class="logo"><svg viewBox="0 0 64 64" width="72" height="72"><rect width="64" height="64" rx="14" fill="#f7b84b"/>
    <path d="M32 12l16 7v6H16v-6zM19 28h5v16h-5zm10.5 0h5v16h-5zM40 28h5v16h-5zM15 47h34v5H15z" fill="#14295e"/></svg>
    <div>${BRAND_NAME.replace('Match', '<span>Match</span>')}</div></div>
  <h1>Find &amp; Match With<br><em>Legal Experts</em></h1>
  <p>Free matching with verified South African law firms · ${SITE_FIGURES.practiceAreaCountLabel} practice areas</p>
  <div class="badges"><div class="badge">Free service</div><div class="badge">Verified lawyers</div><div class="badge">No obligations</div></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`wrote ${out}`);
