import { expect, test } from '@playwright/test';
import { LAB_PATH, ROUTES, SITE_URL } from '../src/app/route-table';
import { trackConsoleErrors } from './support/console';
import { gotoInteractive } from './support/navigation';
import { PRERENDERED_URLS } from './public-routes';

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
  );

test.describe('prerendered HTML, fetched without JavaScript', () => {
  for (const url of PRERENDERED_URLS) {
    test(`${url} arrives with its heading, text and head tags`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root" data-prerendered="true">');
      expect(html).toMatch(/<h1[^>]*>[^<]*\w/);
      expect(html).not.toContain('This page is being built.');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<title>[^<]+\| RegMatch<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]{50,160}"/);
      expect(head).toContain(`<link rel="canonical" href="${SITE_URL}${url === '/' ? '' : url}"/>`);
      expect(head).toContain('<meta property="og:image" content="https://regmatch.co.za/og-image.png"/>');
      expect(head).toContain('<meta property="og:image:width" content="1200"/>');
      expect(head).toContain('<meta property="og:image:height" content="630"/>');
      expect(head).toContain('<meta property="og:locale" content="en_ZA"/>');
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(head.match(/<title>/g)).toHaveLength(1);
    });
  }

  test('the home page carries Organization, with no rating nobody gave', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Find &amp; Match With');
    const org = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((b) => b['@type'] === 'Organization');
    expect(org).toMatchObject({ '@type': 'Organization', name: 'RegMatch' });
    expect(org.aggregateRating).toBeUndefined();
  });

  test('each page kind has its structured data', async ({ request }) => {
    expect(jsonLdTypes(await (await request.get('/faq')).text())).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
    expect(jsonLdTypes(await (await request.get('/faq/divorce-costs-south-africa')).text())).toEqual(
      expect.arrayContaining(['Article', 'BreadcrumbList']),
    );
    expect(jsonLdTypes(await (await request.get('/guides/divorce')).text())).toEqual(
      expect.arrayContaining(['Article', 'BreadcrumbList']),
    );
    expect(jsonLdTypes(await (await request.get('/lawyers/cape-town')).text())).toEqual(expect.arrayContaining(['LegalService']));
  });

  test('a city page title and description come from the city', async ({ request }) => {
    const html = await (await request.get('/lawyers/durban')).text();
    expect(html).toContain('<title>Find a Lawyer in Durban: Verified Law Firms | RegMatch</title>');
    expect(html).toMatch(/<h1[^>]*>Find a Lawyer in (<!-- -->)?Durban<\/h1>/);
  });

  test('the SPA’s own routes stay client-rendered from the plain shell', async ({ request }) => {
    for (const url of ['/blog', '/firm-dashboard', '/results']) {
      const html = await (await request.get(url)).text();
      expect(html).toContain('<div id="root"><!--app-outlet--></div>');
    }
  });
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

  test('the wizard and the featured firms show their first screen before JavaScript runs', async ({ request }) => {
    const matching = await (await request.get('/matching')).text();
    expect(matching).toContain('<div id="root" data-prerendered="true">');
    expect(matching).toMatch(/<h1[^>]*>Get Matched With a Lawyer<\/h1>/);
    const featured = await (await request.get('/featured-firms')).text();
    expect(featured).toMatch(/<h1[^>]*>Featured Law Firms<\/h1>/);
    expect(featured).toContain('Western Cape');
  });

  test('the accordion works after hydration', async ({ page }) => {
    await gotoInteractive(page, '/faq');
    const first = page.getByRole('button', { name: 'Is it really free to use RegMatch?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every indexable URL and nothing private', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const url of PRERENDERED_URLS) expect(xml).toContain(`<loc>${SITE_URL}${url}</loc>`);
    expect(xml).not.toContain(LAB_PATH);
    expect(xml).not.toContain('/admin-control');
    expect(xml).not.toContain('/firm-dashboard');
    const indexable = ROUTES.filter((r) => r.indexable).flatMap((r) =>
      r.path.includes(':') ? [...(r.instances ?? [])] : [r.path],
    );
    expect(xml.match(/<url>/g)).toHaveLength(indexable.length);
  });

  test('robots.txt points at the sitemap and keeps private pages out', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin-control');
  });

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
