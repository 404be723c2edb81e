// First-load JavaScript of the landing page: the entry script, every chunk it preloads, and the
// home page's own chunk, gzipped. Budget (docs/architecture.md): see there.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_KB = 150;

export function firstLoadJs(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/(assets\/[^"]+\.js)"/g)) files.add(match[1]);
  const home = readdirSync(join(dist, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
  if (home) files.add(`assets/${home}`);
  const rows = [...files].map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const totalGzipKb = rows.reduce((sum, r) => sum + r.gzip, 0) / 1024;
  return { rows, totalGzipKb };
}

/** Prints the chunks and the total against the budget; true when within it. */
export function reportFirstLoad(dist) {
  const { rows, totalGzipKb } = firstLoadJs(dist);
  console.table(rows.map((r) => ({ file: r.file, 'raw kB': (r.raw / 1024).toFixed(1), 'gzip kB': (r.gzip / 1024).toFixed(1) })));
  const within = totalGzipKb <= FIRST_LOAD_BUDGET_KB;
  console.log(
    `First-load JS (gzip): ${totalGzipKb.toFixed(1)} kB of a ${FIRST_LOAD_BUDGET_KB} kB budget: ${within ? 'within' : 'OVER'} budget`,
  );
  return within;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(reportFirstLoad(process.argv[2] ?? 'dist') ? 0 : 1);
}
