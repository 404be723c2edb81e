// Content pages are served without the app (src/app/static-pages.ts, issue 29): over the built
// site (dist/, or REGMATCH_BUILD_DIR), each one's HTML loads the islands script and nothing of the
// app, and every app page still loads the app. e2e/static-pages.spec.ts checks it in a browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../src/app/route-table';
import { STATIC_PAGE_KEYS } from '../../src/app/static-pages';
import { buildDir } from '../../scripts/lib/build-dir.mjs';
import { fileForPath, prerenderPaths } from '../../scripts/prerender';
import { islandsFiles } from '../../scripts/prerender-static';
import { gzipSync } from 'node:zlib';

const DIST = buildDir();
const read = (path: string) => readFileSync(join(DIST, fileForPath(path)), 'utf8');
const manifest = () =>
  JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Parameters<typeof islandsFiles>[0];
const moduleScripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);

beforeAll(() => {
  if (!existsSync(join(DIST, 'spa.html'))) throw new Error(`${DIST} has no built site: run \`npm run build\` first.`);
});

const staticPaths = prerenderPaths(ROUTES.filter((r) => STATIC_PAGE_KEYS.has(r.page)));
const appPaths = prerenderPaths(ROUTES.filter((r) => !STATIC_PAGE_KEYS.has(r.page)));

it('the content pages are the ones the issue names, and every one of them is prerendered', () => {
  expect(staticPaths).toEqual(
    expect.arrayContaining([
      '/',
      '/guides/divorce',
      '/lawyers/johannesburg',
      '/faq/divorce-costs-south-africa',
      '/about',
      '/how-it-works',
      '/terms',
    ]),
  );
  for (const key of STATIC_PAGE_KEYS) expect(ROUTES.find((r) => r.page === key)?.prerender, key).toBe(true);
});

it.each(staticPaths)('%s loads the islands script and no app script or preload', (path) => {
  const html = read(path);
  expect(moduleScripts(html)).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
  expect(html).not.toMatch(/\/assets\/index-[\w-]+\.js/);
  // Preloads: exactly what the islands entry imports, never a page chunk of the app.
  const [, ...imports] = islandsFiles(manifest());
  expect([...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1])).toEqual(imports);
  expect(html).toContain('<div id="root" data-prerendered="true">');
});

it('the islands with everything they import are a few kB, not the app (at most 10 kB gzip)', () => {
  const bytes = islandsFiles(manifest()).reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length,
    0,
  );
  expect(bytes).toBeLessThan(10 * 1024);
});

it.each(appPaths)('%s, an app page, still loads the app, after its first paint', (path) => {
  const html = read(path);
  // No module script or preload in the head: the after-paint loader requests them after the paint.
  expect(moduleScripts(html)).toEqual([]);
  expect(html).not.toContain('rel="modulepreload"');
  const loader =
    /<script defer src="\/(assets\/after-paint-[\w-]+\.js)" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(html);
  expect(existsSync(join(DIST, loader![1]!))).toBe(true);
  expect(loader![2]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const preloads = loader![3]!.split(' ').filter(Boolean);
  expect(preloads.length).toBeGreaterThan(0);
  for (const href of preloads) expect(existsSync(join(DIST, href)), href).toBe(true);
});

it('the SPA shell, with nothing prerendered to paint, loads the app at once', () => {
  const shell = readFileSync(join(DIST, 'spa.html'), 'utf8');
  expect(moduleScripts(shell)).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
  expect(shell).not.toContain('after-paint');
});
