import { expect, test } from '@playwright/test';
import { LAB_PATH, SITE_URL } from '../src/app/route-table';
import { trackConsoleErrors } from './support/console';
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

test.describe('hydration', () => {
  for (const url of [
    '/',
    '/faq',
    '/lawyers/johannesburg',
    '/faq/need-lawyer-divorce-south-africa',
    '/matching',
    '/featured-firms',
  ]) {
    test(`${url} hydrates the prerendered markup without errors or a second copy of the page`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root > div')).toHaveCount(1);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test('the accordion works after hydration', async ({ page }) => {
    await gotoInteractive(page, '/faq');
    const first = page.getByRole('button', { name: 'Is it really free to use RegMatch?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('robots', () => {
  test('the private lab page is noindex', async ({ page }) => {
    await page.goto(LAB_PATH);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('what a first visit downloads', () => {
  for (const url of ['/', '/matching', '/guides/divorce', '/lawyers/johannesburg', '/featured-firms']) {
    test(`${url} fetches no Firestore or Auth code`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await gotoInteractive(page, url);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => /\/firebase-(firestore|auth)-[^/]*\.js$/.test(s))).toEqual([]);
    });
  }
});
