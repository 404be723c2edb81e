// `npm run lighthouse`: Lighthouse (through @lhci/cli 0.15, Lighthouse 12) in Debian Chromium against the
// built, prerendered site, served locally the way Firebase Hosting serves it (cleanUrls, then the
// SPA shell). Chromium reaches the production host name through this local server, so canonical URLs
// (https://regmatch.co.za/...) are on the page's own domain, exactly as in production.
// (A proxy rather than --host-resolver-rules: lhci splits Chrome flags at spaces.)
// Fails unless accessibility and SEO score 100 on home, a guide, a city page and an FAQ article
// (desktop preset), and unless performance scores at least 99 with a largest contentful paint of
// at most 1.5 s on the mobile preset (a mid-range phone on a slow 4G link, simulated) on home, a
// guide, a city page, an FAQ article and /matching. Performance is the median
// of LIGHTHOUSE_RUNS runs (default 3) per page, as Lighthouse's own guidance suggests.
//   npm run lighthouse             build, then audit
//   npm run lighthouse -- --no-build   audit the existing build (.cache/bench-dist)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { viteEmulatorEnv } from './lib/emulators.mjs';
import { BENCH_BUILD_DIR } from './lib/build-dir.mjs';
import { CHROMIUM_FLAGS, serveSite } from './lib/static-site.mjs';

const ROOT = join(import.meta.dirname, '..');
// The measuring scripts' own build (scripts/lib/build-dir.mjs), never the dist/ `npm start` serves.
const DIST = BENCH_BUILD_DIR;
const OUT = join(ROOT, '.lighthouseci');
const HOST = 'regmatch.co.za';
// LIGHTHOUSE_PAGES=/matching,/ narrows a run to some of the pages while working on one of them.
const chosen = (page) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(page);
const PAGES = ['/', '/guides/divorce', '/lawyers/johannesburg', '/faq/divorce-costs-south-africa'].filter(chosen);
const CATEGORIES = ['accessibility', 'seo'];
// Issue 29: home, a guide, a city page, an FAQ article and /matching at least 99, and the largest
// contentful paint at most 1.5 s, on the mobile preset.
const PERFORMANCE_PAGES = [
  '/',
  '/guides/divorce',
  '/lawyers/johannesburg',
  '/faq/divorce-costs-south-africa',
  '/matching',
].filter(chosen);
const PERFORMANCE_MIN = 99;
const LCP_MAX_MS = 1500;
const PERFORMANCE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

if (!process.argv.includes('--no-build') || !existsSync(join(DIST, 'spa.html'))) {
  // A production build needs a real Firebase web config; the emulator build serves the same pages.
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...viteEmulatorEnv(), REGMATCH_BUILD_DIR: DIST },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = await serveSite(DIST, { allowHost: (hostname) => hostname === HOST });
const { port } = server.address();
const chromeFlags = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  // The local server is Chromium's proxy: requests for the production host are answered from
  // dist/, anything else is refused (offline, as in CI).
  `--proxy-server=http://127.0.0.1:${port}`,
  // Plain http to the mapped host must not be upgraded to https (there is no TLS locally).
  '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,HttpsFirstModeIncognito',
];

const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
const lhci = join(ROOT, 'node_modules', '.bin', 'lhci');

/** Runs `lhci collect` for the pages with the given settings; returns the Lighthouse results. */
async function collect(name, pages, settings, numberOfRuns) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const rcPath = join(OUT, `lighthouserc-${name}.json`);
  writeFileSync(
    rcPath,
    JSON.stringify({
      ci: {
        collect: {
          url: pages.map((p) => `http://${HOST}${p}`),
          numberOfRuns,
          settings: { chromeFlags: chromeFlags.join(' '), ...settings },
        },
      },
    }),
  );
  // Asynchronous on purpose: the server answering Chromium lives in this process, so a blocking
  // spawnSync would leave every page request unanswered and Lighthouse waiting forever.
  const status = await new Promise((resolve) => {
    spawn(lhci, ['collect', `--config=${rcPath}`], { cwd: ROOT, env, stdio: 'inherit' }).on('close', (code) =>
      resolve(code ?? 1),
    );
  });
  if (status !== 0) return null;
  const reports = join(ROOT, '.cache', 'lighthouse', name);
  rmSync(reports, { recursive: true, force: true });
  spawnSync(lhci, ['upload', '--target=filesystem', `--outputDir=${reports}`], { cwd: ROOT, env, stdio: 'ignore' });
  return readdirSync(OUT)
    .filter((f) => f.startsWith('lhr-') && f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')));
}

const pathOf = (lhr) => new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname;
let failed = false;

// 1. Accessibility and SEO, desktop preset: every page must score 100.
const audits = PAGES.length ? await collect('a11y-seo', PAGES, { onlyCategories: CATEGORIES, preset: 'desktop' }, 1) : [];
if (!audits || audits.length !== PAGES.length) failed = true;
for (const lhr of audits ?? []) {
  const scores = CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]);
  console.log(`${pathOf(lhr).padEnd(40)} ${scores.map(([c, s]) => `${c} ${s}`).join('  ')}`);
  for (const [category, score] of scores) {
    if (score === 100) continue;
    failed = true;
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`   ✘ ${category}: ${audit.id}: ${audit.title}`);
    }
  }
}

// 2. Performance, mobile preset (Lighthouse's default: Moto G Power, slow 4G, 4x CPU slowdown).
const perf = await collect('performance-mobile', PERFORMANCE_PAGES, { onlyCategories: ['performance'] }, PERFORMANCE_RUNS);
server.close();
if (!perf) failed = true;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
for (const path of PERFORMANCE_PAGES) {
  const runs = (perf ?? []).filter((lhr) => pathOf(lhr) === path);
  const sorted = runs
    .map((lhr) => ({ lhr, score: Math.round((lhr.categories.performance?.score ?? 0) * 100) }))
    .sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) {
    failed = true;
    console.log(`${path.padEnd(40)} performance (mobile): no result`);
    continue;
  }
  const lcp = median.lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  const ok = median.score >= PERFORMANCE_MIN && lcp <= LCP_MAX_MS;
  failed ||= !ok;
  const figures = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${median.lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  console.log(
    `${path.padEnd(40)} performance (mobile) ${median.score} (runs: ${sorted.map((r) => r.score).join(', ')}; at least ${PERFORMANCE_MIN}, LCP at most ${LCP_MAX_MS / 1000} s) ${ok ? '' : '✘'}\n   ${figures}`,
  );
}
process.exit(failed ? 1 : 0);
