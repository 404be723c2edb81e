// What search engines and visitors without JavaScript get: the built site (dist/), served the way
// Firebase Hosting serves it (scripts/lib/static-site.mjs: exact file, cleanUrls, SPA shell). No
// browser and no emulator is needed, so these run right after the build, before the emulators
// start. e2e/seo.spec.ts keeps what needs a browser (hydration, what a first visit downloads) and
// one request to the real hosting emulator.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LAB_PATH, ROUTES, SITE_URL } from '../../src/app/route-table';
import { PRERENDERED_URLS } from '../../e2e/public-routes';
import { serveSite } from '../../scripts/lib/static-site.mjs';
import { buildDir } from '../../scripts/lib/build-dir.mjs';

// dist/, or the folder REGMATCH_BUILD_DIR names (scripts/lib/build-dir.mjs).
const DIST = buildDir();
let server: Server;
let origin: string;

beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, 'spa.html')))
    throw new Error('dist/ has no built site: run `npm run build` first (npm test does).');
  server = await serveSite(DIST);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(url: string) {
  const response = await fetch(`${origin}${url}`);
  return { status: response.status, html: await response.text() };
}
const html = async (url: string) => (await get(url)).html;

const jsonLdBlocks = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; [key: string]: unknown },
  );
const jsonLdTypes = (page: string) => jsonLdBlocks(page).map((b) => b['@type']);

describe('prerendered HTML, fetched without JavaScript', () => {
  it.each(PRERENDERED_URLS)('%s arrives with its heading, text and head tags', async (url) => {
    const { status, html: page } = await get(url);
    expect(status).toBe(200);
    expect(page).toContain('<div id="root" data-prerendered="true">');
    expect(page).toMatch(/<h1[^>]*>[^<]*\w/);
    expect(page).not.toContain('This page is being built.');
    const head = page.slice(0, page.indexOf('</head>'));
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

  // Reviews are shown only on firm details, loaded from Firestore; a prerendered page has no
  // review behind it, so it may not call anyone a verified client (docs/reviews.md).
  it.each(PRERENDERED_URLS)('%s shows no testimonial or "Verified client" badge', async (url) => {
    const page = await html(url);
    expect(page).not.toMatch(/verified client|what our clients say|testimonial/i);
  });

  it('the home page carries Organization, with no rating nobody gave', async () => {
    const page = await html('/');
    expect(page).toContain('Find &amp; Match With');
    const org = jsonLdBlocks(page).find((b) => b['@type'] === 'Organization');
    expect(org).toMatchObject({ '@type': 'Organization', name: 'RegMatch' });
    expect(org?.aggregateRating).toBeUndefined();
  });

  it('each page kind has its structured data', async () => {
    expect(jsonLdTypes(await html('/faq'))).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
    expect(jsonLdTypes(await html('/faq/divorce-costs-south-africa'))).toEqual(
      expect.arrayContaining(['Article', 'BreadcrumbList']),
    );
    expect(jsonLdTypes(await html('/guides/divorce'))).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    expect(jsonLdTypes(await html('/lawyers/cape-town'))).toEqual(expect.arrayContaining(['LegalService']));
  });

  it('a city page title and description come from the city', async () => {
    const page = await html('/lawyers/durban');
    expect(page).toContain('<title>Find a Lawyer in Durban: Verified Law Firms | RegMatch</title>');
    expect(page).toMatch(/<h1[^>]*>Find a Lawyer in (<!-- -->)?Durban<\/h1>/);
  });

  it('the SPA’s own routes stay client-rendered from the plain shell', async () => {
    for (const url of ['/blog', '/firm-dashboard', '/results'])
      expect(await html(url)).toContain('<div id="root"><!--app-outlet--></div>');
  });

  it('the wizard and the featured firms show their first screen before JavaScript runs', async () => {
    const matching = await html('/matching');
    expect(matching).toContain('<div id="root" data-prerendered="true">');
    expect(matching).toMatch(/<h1[^>]*>Get Matched With a Lawyer<\/h1>/);
    const featured = await html('/featured-firms');
    expect(featured).toMatch(/<h1[^>]*>Featured Law Firms<\/h1>/);
    expect(featured).toContain('Western Cape');
  });
});

describe('sitemap and robots', () => {
  it('sitemap.xml lists every indexable URL and nothing private', async () => {
    const xml = await html('/sitemap.xml');
    for (const url of PRERENDERED_URLS) expect(xml).toContain(`<loc>${SITE_URL}${url}</loc>`);
    expect(xml).not.toContain(LAB_PATH);
    expect(xml).not.toContain('/admin-control');
    expect(xml).not.toContain('/firm-dashboard');
    const indexable = ROUTES.filter((r) => r.indexable).flatMap((r) =>
      r.path.includes(':') ? [...(r.instances ?? [])] : [r.path],
    );
    expect(xml.match(/<url>/g)).toHaveLength(indexable.length);
  });

  it('robots.txt points at the sitemap and keeps private pages out', async () => {
    const text = await html('/robots.txt');
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin-control');
  });
});
