import { expect, test } from '@playwright/test';
import { SITE_URL } from '../src/app/route-table';
import { gotoInteractive } from './support/navigation';

// The prerendered HTML, structured data, sitemap and robots.txt are checked over the built site
// without a browser (tests/site/prerendered.test.ts, before the emulators start). Here: what needs
// a browser, and one look at what the real hosting emulator serves.

// Every test here opens its own page and changes no data: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

test('the hosting emulator serves a content page prerendered (cleanUrls) and the app’s routes from the plain shell', async ({
  request,
}) => {
  const guide = await request.get('/guides/divorce');
  expect(guide.status()).toBe(200);
  const html = await guide.text();
  expect(html).toContain('<div id="root" data-prerendered="true">');
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/guides/divorce"/>`);
  expect(await (await request.get('/firm-dashboard')).text()).toContain('<div id="root"><!--app-outlet--></div>');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${SITE_URL}/guides/divorce</loc>`);
});

// Hydration without errors or a second copy of the page: public.spec.ts checks it on every public
// URL, in the same visit as its other checks.
test.describe('hydration', () => {
  test('the accordion works after hydration', async ({ page }) => {
    await gotoInteractive(page, '/faq');
    const first = page.getByRole('button', { name: 'Is it really free to use RegMatch?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });
});

// The private lab page's noindex: admin.spec.ts's categorisation lab journey.

// What a first visit downloads (no Firestore or Auth code on a public page, within the budgets) is
// measured in Chromium over dist/ by `npm test`'s first-load step (scripts/bench/first-load-js.mjs)
// for the same pages.
