// @vitest-environment node
// The prerendered pages preload their own chunks from the build manifest (the entry carries no
// preload map): a page key must map to its source, and the links must cover exactly the page's
// chunk graph minus what the entry already loads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appAfterFirstPaint, pageSources, preloadLinks, stylesheetsFirst } from './prerender';
import { ROUTES } from '../src/app/route-table';

describe('pageSources', () => {
  it('finds an existing source file for every page the route table names', () => {
    const root = join(import.meta.dirname, '..');
    const sources = pageSources(readFileSync(join(root, 'src', 'app', 'pages.ts'), 'utf8'));
    for (const route of ROUTES) {
      const source = sources.get(route.page);
      expect(source, route.path).toBeDefined();
      expect(existsSync(join(root, source!)), source).toBe(true);
    }
    expect(sources.get('home')).toBe('src/features/content/pages/home-page.tsx');
    expect(sources.get('not-found')).toBe('src/app/routes/not-found-page.tsx');
  });
});

describe('preloadLinks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    '_accordion.js': { file: 'assets/accordion-1.js', imports: ['_shared.js'] },
    'src/features/content/pages/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_accordion.js', '_shared.js'] },
  };

  it("lists the page's chunk and its imports, not what the entry already loads", () => {
    const links = preloadLinks(manifest, 'src/features/content/pages/home-page.tsx');
    expect(links).toContain('href="/assets/home-page-1.js"');
    expect(links).toContain('href="/assets/accordion-1.js"');
    expect(links).not.toContain('shared-1.js');
    expect(links).not.toContain('index-1.js');
  });

  it('refuses a page the build did not emit', () => {
    expect(() => preloadLinks(manifest, 'src/features/content/pages/missing-page.tsx')).toThrow(/No chunk/);
  });
});

it('puts the stylesheet before the head outlet, ahead of the page preloads and the entry script', () => {
  const built = `<head>
    <meta charset="UTF-8" />
    <!--head-outlet-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-xyz.css">
  </head>`;
  const html = stylesheetsFirst(built);
  expect(html.indexOf('index-xyz.css')).toBeLessThan(html.indexOf('<!--head-outlet-->'));
  expect(html.match(/stylesheet/g)).toHaveLength(1);
  expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
});

it("moves an app page's entry and preloads into the after-paint loader, keeping the stylesheet", () => {
  const built = `<head>
    <link rel="stylesheet" crossorigin href="/assets/index-xyz.css">
    <link rel="modulepreload" crossorigin href="/assets/matching-page-1.js">
    <link rel="modulepreload" crossorigin href="/assets/app-shared-2.js">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head><body><div id="root" data-prerendered="true"></div></body>`;
  const html = appAfterFirstPaint(built, 'assets/after-paint-abc.js');
  expect(html).not.toContain('type="module"');
  expect(html).not.toContain('modulepreload');
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-xyz.css">');
  expect(html).toContain(
    '<script defer src="/assets/after-paint-abc.js" data-entry="/assets/index-abc.js" data-preload="/assets/matching-page-1.js /assets/app-shared-2.js"></script>\n  </head>',
  );
  expect(() => appAfterFirstPaint('<head></head>', 'assets/after-paint-abc.js')).toThrow(/0 entry scripts/);
});
