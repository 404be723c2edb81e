// After `vite build`: sitemap.xml and robots.txt generated from the route table, so search
// engines see exactly the indexable routes the router serves.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAB_PATH, ROUTES, SITE_URL } from '../src/app/route-table';
import { prerender } from './prerender';
import { buildDir } from './lib/build-dir.mjs';

const dist = buildDir();

export function sitemapPaths(): string[] {
  return ROUTES.filter((r) => r.indexable).flatMap((r) => (r.path.includes(':') ? [...(r.instances ?? [])] : [r.path]));
}

const today = new Date().toISOString().slice(0, 10);
const urls = sitemapPaths()
  .map((path) => `  <url><loc>${SITE_URL}${path === '/' ? '/' : path}</loc><lastmod>${today}</lastmod></url>`)
  .join('\n');
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);

const privatePaths = ROUTES.filter((r) => !r.indexable && !r.path.includes(':')).map((r) => r.path);
writeFileSync(
  join(dist, 'robots.txt'),
  [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.filter((p) => p !== LAB_PATH).map((p) => `Disallow: ${p}`),
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n'),
);
console.log(`sitemap.xml (${sitemapPaths().length} URLs) and robots.txt written`);

// Public content pages become static HTML (scripts/prerender.ts); the SPA shell stays as spa.html.
const prerendered = await prerender();
console.log(`prerendered ${prerendered.length} pages`);
