// `npm run lighthouse`: Lighthouse (through @lhci/cli 0.15, Lighthouse 12) in Debian Chromium against the
// built, prerendered site, served locally the way Firebase Hosting serves it (cleanUrls, then the
// SPA shell). Chromium reaches the production host name through this local server, so canonical URLs
// (https://regmatch.co.za/...) are on the page's own domain, exactly as in production.
// (A proxy rather than --host-resolver-rules: lhci splits Chrome flags at spaces.)
// Fails unless accessibility and SEO score 100 on home, a guide, a city page and an FAQ article.
//   npm run lighthouse             build, then audit
//   npm run lighthouse -- --no-build   audit the existing dist/
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, serveSite } from './lib/static-site.mjs';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, '.lighthouseci');
const HOST = 'regmatch.co.za';
const PAGES = ['/', '/guides/divorce', '/lawyers/johannesburg', '/faq/divorce-costs-south-africa'];
const CATEGORIES = ['accessibility', 'seo'];

if (!process.argv.includes('--no-build') || !existsSync(join(DIST, 'spa.html'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
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
  console.log(
    `${new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname.padEnd(40)} ${scores.map(([c, s]) => `${c} ${s}`).join('  ')}`,
  );
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
