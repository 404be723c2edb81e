// Build-time prerendering of the public content pages (route-table entries with prerender: true).
// Renders each page with react-dom/server through an SSR build of src/app/render-static.tsx, moves
// the hoisted <title>/<meta>/<link> tags into <head>, and writes dist/<path>.html, which Firebase
// Hosting (cleanUrls) serves before the SPA rewrite. The untouched SPA shell is kept as
// dist/spa.html: every other route is rewritten to it, so a client-rendered page never starts
// from another page's markup.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build, loadConfigFromFile, type Rollup } from 'vite';
import { buildDir } from './lib/build-dir.mjs';
import { APP_SCRIPT, isStaticPage, PRELOAD, staticPageHtml } from './prerender-static';
import { withHtmlLang } from './prerender-locale';

const root = join(import.meta.dirname, '..');
const dist = buildDir();
const ssrOut = join(root, '.cache', 'prerender');

export const SPA_SHELL = 'spa.html';
/** The "Suggest a better translation" dialog for content pages; built on its own by `buildSuggestDialog`. */
const SUGGEST_DIALOG_SOURCE = 'src/islands/suggest-dialog-entry.ts';
/** Starts the app on a prerendered page after its first paint; built on its own by `buildAfterPaintLoader`. */
const AFTER_PAINT_SOURCE = join(root, 'src', 'app', 'after-paint-loader.ts');
const APP_SCRIPT_SRC = /<script type="module"[^>]*\ssrc="([^"]*)"[^>]*><\/script>/g;
const PRELOAD_HREF = /<link rel="modulepreload"[^>]*\shref="([^"]*)"[^>]*>/g;

/** What the SSR build of src/app/render-static.tsx exports (typed here: that module needs Vite's env types). */
interface StaticEntry {
  ROUTES: readonly { path: string; page: string; prerender: boolean; instances?: readonly string[] }[];
  renderPage(path: string): Promise<{ status: number; html: string }>;
}

/** dist file for a route path: '/' -> index.html, '/faq/x' -> faq/x.html. */
export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

const HOISTED = /<(title)\b[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>/g;

/**
 * Splits React's output into the tags React 19 hoists (title, meta, link) and the page markup.
 * Page markup never contains <meta> or <link> of its own (no microdata), so every such tag
 * belongs to <PageMeta>. JSON-LD <script> tags are not hoisted by React and stay in place, where
 * hydration expects them.
 */
export function splitHead(html: string): { head: string; body: string } {
  const head: string[] = [];
  const body = html.replace(HOISTED, (tag) => {
    head.push(tag);
    return '';
  });
  return { head: head.join('\n    '), body };
}

/**
 * The built index.html with its stylesheet before everything the head gets: Vite puts it last,
 * after the entry script, and the page's preloads go before both, so a browser found the
 * render-blocking stylesheet after 100 kB of JavaScript it had already asked for. (Lighthouse's
 * simulated paint of /matching did not change with the order: docs/performance.md.)
 */
export function stylesheetsFirst(template: string): string {
  const sheets = template.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  if (sheets.length === 0 || !template.includes('<!--head-outlet-->')) return template;
  const without = sheets.reduce((html, sheet) => html.replace(sheet, ''), template);
  return without.replace(
    '<!--head-outlet-->',
    () => `${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n    <!--head-outlet-->`,
  );
}

/**
 * A prerendered app page with its app started after the browser's first paint: the module entry
 * and its preloads move from the head into the after-paint loader's data attributes, and that
 * small deferred script requests them in the frame after the paint. The page's markup is complete
 * and works without the app (links, and the wizard's first step is a plain GET form), so nothing
 * a reader can do waits on it, and a slow phone paints the words before it downloads, parses and
 * hydrates 90 kB of JavaScript. Lighthouse's mobile simulation counts every script that arrived
 * before the paint as holding it up (docs/performance.md). The SPA shell keeps the usual tags:
 * it has nothing to paint without the app.
 */
export function appAfterFirstPaint(html: string, loaderFile: string): string {
  const entries = [...html.matchAll(APP_SCRIPT_SRC)].map((m) => m[1]!);
  if (entries.length !== 1) throw new Error(`A prerendered app page has ${entries.length} entry scripts, expected 1`);
  const preloads = [...html.matchAll(PRELOAD_HREF)].map((m) => m[1]!);
  const loader = `<script defer src="/${loaderFile}" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace(APP_SCRIPT, '').replace(PRELOAD, '').replace('</head>', `    ${loader}\n  </head>`);
}

/**
 * src/app/after-paint-loader.ts as a minified classic script in dist/assets, named by its content
 * like Vite's files (so Hosting caches it for good); returns its path under dist.
 */
async function buildAfterPaintLoader(): Promise<string> {
  const built = await esbuild({
    entryPoints: [AFTER_PAINT_SOURCE],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  const code = built.outputFiles[0]!.contents;
  const file = `assets/after-paint-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), code);
  return file;
}

/**
 * src/islands/suggest-dialog-entry.ts with everything it imports, React and the Firebase SDK too,
 * as its own files in dist/assets (suggest-dialog-*), with the app's plugins and aliases but none
 * of its chunks: the islands fetch it on a translated home only when "Suggest a better
 * translation" is pressed. Imported by the islands inside the app's build, it split the app's
 * entry (React) into shared chunks that every app page's first load paid for. Returns the entry's
 * path under dist.
 */
async function buildSuggestDialog(): Promise<string> {
  const app = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(root, 'vite.config.ts'));
  if (!app) throw new Error('vite.config.ts did not load');
  const built = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: app.config.plugins,
    resolve: app.config.resolve,
    build: {
      target: app.config.build?.target,
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: {
        input: { 'suggest-dialog': SUGGEST_DIALOG_SOURCE },
        // The islands call the entry's export.
        preserveEntrySignatures: 'exports-only',
        treeshake: app.config.build?.rollupOptions?.treeshake,
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/suggest-dialog-[name]-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rollup.RollupOutput[];
  const entry = outputs.flatMap((o) => o.output).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error(`The build of ${SUGGEST_DIALOG_SOURCE} has no entry chunk`);
  return entry.fileName;
}

export function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes('<!--head-outlet-->') || !template.includes('<!--app-outlet-->')) {
    throw new Error('index.html lost its <!--head-outlet--> or <!--app-outlet--> marker');
  }
  return template
    .replace('<!--head-outlet-->', () => head)
    .replace('<div id="root"><!--app-outlet--></div>', () => `<div id="root" data-prerendered="true">${body}</div>`);
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** pages.ts maps each page key to `() => import('@/…')`; the manifest is keyed by source path. */
export function pageSources(pagesSource: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const match of pagesSource.matchAll(/'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const [, key, specifier] = match;
    const path = specifier!.startsWith('@/') ? `src/${specifier!.slice(2)}` : `src/app/${specifier!.replace(/^\.\//, '')}`;
    sources.set(key!, `${path}.tsx`);
  }
  return sources;
}

/**
 * <link rel="modulepreload"> for a page's own chunk and every chunk it imports statically, except
 * what the entry already loads: the browser fetches them while it parses the entry, in parallel.
 */
export function preloadLinks(manifest: Manifest, source: string): string {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  if (!manifest[source]) throw new Error(`No chunk for ${source} in the build manifest`);
  const files = new Set<string>();
  collect(source, files);
  return [...files]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

export function prerenderPaths(routes: readonly { path: string; prerender: boolean; instances?: readonly string[] }[]): string[] {
  return routes.filter((r) => r.prerender).flatMap((r) => (r.path.includes(':') ? [...(r.instances ?? [])] : [r.path]));
}

export async function prerender(): Promise<string[]> {
  rmSync(ssrOut, { recursive: true, force: true });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/app/render-static.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = (await import(pathToFileURL(join(ssrOut, 'render-static.js')).href)) as StaticEntry;

  const template = stylesheetsFirst(readFileSync(join(dist, 'index.html'), 'utf8'));
  writeFileSync(join(dist, SPA_SHELL), template);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const loaderFile = await buildAfterPaintLoader();
  const suggestDialog = await buildSuggestDialog();
  const sources = pageSources(readFileSync(join(root, 'src', 'app', 'pages.ts'), 'utf8'));
  const written: string[] = [];
  for (const route of entry.ROUTES.filter((r) => r.prerender)) {
    const source = sources.get(route.page);
    if (!source) throw new Error(`No module for page key ${route.page} in src/app/pages.ts`);
    const preload = preloadLinks(manifest, source);
    for (const path of prerenderPaths([route])) {
      const page = await entry.renderPage(path);
      if (page.status !== 200 || !page.html) throw new Error(`Prerender of ${path} answered ${page.status}`);
      const { head, body } = splitHead(page.html);
      const file = join(dist, fileForPath(path));
      mkdirSync(dirname(file), { recursive: true });
      const html = withHtmlLang(fillTemplate(template, [head, preload].filter(Boolean).join('\n    '), body), path);
      // Content pages are served without the app, with the islands script (scripts/prerender-static.ts).
      writeFileSync(
        file,
        isStaticPage(route.page) ? staticPageHtml(html, manifest, suggestDialog) : appAfterFirstPaint(html, loaderFile),
      );
      written.push(path);
    }
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paths = await prerender();
  console.log(`prerendered ${paths.length} pages`);
}
