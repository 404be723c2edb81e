// `npm run lighthouse`: Lighthouse (through @lhci/cli 0.15, Lighthouse 12) in Debian Chromium against the
// built, prerendered site, served locally the way Firebase Hosting serves it (cleanUrls, then the
// SPA shell). Chromium reaches the production host name through this local server, so canonical URLs
// (https://regmatch.co.za/...) are on the page's own domain, exactly as in production.
// (A proxy rather than --host-resolver-rules: lhci splits Chrome flags at spaces.)
// Fails unless accessibility and SEO score 100 on home, a guide, a city page and an FAQ article.
//   npm run lighthouse             build, then audit
//   npm run lighthouse -- --no-build   audit the existing dist/
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { viteEmulatorEnv } from './lib/emulators.mjs';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, '.lighthouseci');
const HOST = 'regmatch.co.za';
const PAGES = ['/', '/guides/divorce', '/lawyers/johannesburg', '/faq/divorce-costs-south-africa'];
const CATEGORIES = ['accessibility', 'seo'];

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.xml': 'application/xml', '.txt': 'text/plain', '.json': 'application/json' };

/** Firebase Hosting's order: the exact file, then <path>.html (cleanUrls), then the SPA shell. */
function resolveFile(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`];
  for (const c of candidates) {
    const file = join(DIST, c);
    if (file.startsWith(DIST) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return join(DIST, 'spa.html');
}

function serve() {
  const server = createServer((req, res) => {
    // As a proxy the request line carries the absolute URL; as a plain server only the path.
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? HOST}`);
    if (url.hostname !== HOST && url.hostname !== '127.0.0.1') {
      res.writeHead(502).end();
      return;
    }
    const file = resolveFile(url.pathname);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

if (!process.argv.includes('--no-build') || !existsSync(join(DIST, 'spa.html'))) {
  // A production build needs a real Firebase web config; the emulator build serves the same pages.
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...viteEmulatorEnv() } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = await serve();
const { port } = server.address();
const chromeFlags = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // The local server is Chromium's proxy: requests for the production host are answered from
  // dist/, anything else is refused (offline, as in CI).
  `--proxy-server=http://127.0.0.1:${port}`,
  // Plain http to the mapped host must not be upgraded to https (there is no TLS locally).
  '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,HttpsFirstModeIncognito',
];

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const rcPath = join(OUT, 'lighthouserc.json');
writeFileSync(
  rcPath,
  JSON.stringify({
    ci: {
      collect: {
        url: PAGES.map((p) => `http://${HOST}${p}`),
        numberOfRuns: 1,
        settings: { chromeFlags: chromeFlags.join(' '), onlyCategories: CATEGORIES, preset: 'desktop' },
      },
    },
  }),
);
const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
const lhci = join(ROOT, 'node_modules', '.bin', 'lhci');
// Asynchronous on purpose: the server answering Chromium lives in this process, so a blocking
// spawnSync would leave every page request unanswered and Lighthouse waiting forever.
const collectStatus = await new Promise((resolve) => {
  spawn(lhci, ['collect', `--config=${rcPath}`], { cwd: ROOT, env, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1));
});
server.close();
if (collectStatus !== 0) process.exit(collectStatus);
spawnSync(lhci, ['upload', '--target=filesystem', `--outputDir=${join(OUT, 'reports')}`], { cwd: ROOT, env, stdio: 'inherit' });

const reports = readdirSync(join(OUT)).filter((f) => f.startsWith('lhr-') && f.endsWith('.json'));
let failed = false;
for (const name of reports) {
  const lhr = JSON.parse(readFileSync(join(OUT, name), 'utf8'));
  const scores = CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]);
  console.log(`${new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname.padEnd(40)} ${scores.map(([c, s]) => `${c} ${s}`).join('  ')}`);
  for (const [category, score] of scores) {
    if (score === 100) continue;
    failed = true;
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`   ✘ ${category}: ${audit.id}: ${audit.title}`);
    }
  }
}
if (reports.length !== PAGES.length) failed = true;
process.exit(failed ? 1 : 0);
