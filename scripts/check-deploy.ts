// `npm run check:deploy`: fails when the repository would not deploy as docs/deploy.md says.
//   1. every Firestore query in src/ and functions/src/ has its index in firestore.indexes.json;
//   2. every param, secret and environment variable the functions and the web app read is in
//      the tables of docs/deploy.md and in the .env.example files;
//   3. a production build without the VITE_FIREBASE_* variables stops and names them, and one
//      with them embeds no demo project id;
//   4. (unless --static) the Content-Security-Policy blocks nothing the built app loads: the
//      journeys of e2e/csp.spec.ts in Chromium against the emulator build on the hosting emulator.
// `npm test` runs steps 1-3 before its emulator session and e2e/csp.spec.ts inside it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import {
  extractQueries,
  functionSettings,
  missingIndexes,
  undocumented,
  webVariables,
  type IndexesFile,
} from './lib/deploy-checks';
import { REQUIRED_WEB_VARIABLES } from './lib/web-env.mjs';
import { messagingProblems } from './lib/messaging-deploy-checks';

const ROOT = join(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const failures: string[] = [];
const step = (name: string) => console.log(`\n── ${name}`);
const ok = (message: string) => console.log(`   ok: ${message}`);
const fail = (message: string) => {
  failures.push(message);
  console.log(`   FAIL: ${message}`);
};

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The web registry's keys to collection ids, read from src/lib/firestore.ts. */
export function webCollections(root = ROOT): Record<string, string> {
  // The names, declared once for both SDKs (src/domain/shared/collections.ts).
  const registry = readFileSync(join(root, 'src/domain/shared/collections.ts'), 'utf8');
  const block = /COLLECTIONS\s*=\s*\{([\s\S]*?)\}\s*as const/.exec(registry)?.[1] ?? '';
  const ids: Record<string, string> = Object.fromEntries(
    [...block.matchAll(/(\w+)\s*:\s*'([\w-]+)'/g)].map((m) => [m[1]!, m[2]!]),
  );
  // Named collection refs, keyed as they are called: the browser's
  // (`export const leadsRef = () => collection(db, COLLECTIONS.leads)...`: 'leadsRef()' -> 'leads')
  // and the functions' (`export const leadsCollection = () => collections.leads()...`).
  const web = readFileSync(join(root, 'src/lib/firestore.ts'), 'utf8');
  const functions = readFileSync(join(root, 'functions/src/shared/documents.ts'), 'utf8');
  const named = [
    ...web.matchAll(/export const (\w+) = \(\) =>\s*collection\(db, COLLECTIONS\.(\w+)\)/g),
    ...functions.matchAll(/export const (\w+) = \(\) =>\s*collections\.(\w+)\(\)/g),
  ]
    .filter((m) => ids[m[2]!])
    .map((m) => [`${m[1]!}()`, ids[m[2]!]!]);
  return { ...ids, ...Object.fromEntries(named) };
}

export function indexProblems(
  root = ROOT,
  indexes: IndexesFile = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')),
) {
  const collections = webCollections(root);
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'functions/src'))];
  const queries = files.flatMap((file) => extractQueries(readFileSync(file, 'utf8'), relative(root, file), collections));
  return { queries, problems: missingIndexes(queries, indexes) };
}

export function settingsProblems(root = ROOT, deployDoc = readFileSync(join(root, 'docs/deploy.md'), 'utf8')) {
  const fnNames = sourceFiles(join(root, 'functions/src')).flatMap((file) => {
    const { params, envReads } = functionSettings(readFileSync(file, 'utf8'));
    return [...params, ...envReads];
  });
  const webNames = [
    ...sourceFiles(join(root, 'src')).flatMap((file) => webVariables(readFileSync(file, 'utf8'))),
    ...REQUIRED_WEB_VARIABLES,
  ];
  const problems = undocumented([...fnNames, ...webNames], deployDoc).map(
    (name) => `${name} is read by the code but not in a table of docs/deploy.md ("Parameters and secrets").`,
  );
  const examples = ['.env.example', 'functions/.env.example'].map((f) =>
    existsSync(join(root, f)) ? readFileSync(join(root, f), 'utf8') : '',
  );
  for (const name of new Set(webNames)) {
    if (!new RegExp(`^#?\\s*${name}=`, 'm').test(examples[0]!)) problems.push(`${name} is missing from .env.example.`);
  }
  for (const name of new Set(fnNames.filter((n) => /^(APP_ORIGIN|PAYFAST_MODE|PAYFAST_PROXY_HOPS|CALLER_PROXY_HOPS)$/.test(n)))) {
    if (!new RegExp(`^#?\\s*${name}=`, 'm').test(examples[1]!)) problems.push(`${name} is missing from functions/.env.example.`);
  }
  return { names: [...new Set([...fnNames, ...webNames])], problems };
}

/** The checks `firebase deploy` makes on firestore.indexes.json, with firebase-tools' own validator. */
export function indexesFileProblems(root = ROOT): string[] {
  const require = createRequire(import.meta.url);
  const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
    FirestoreApi: new () => { validateSpec(spec: unknown): void; upgradeOldSpec(spec: unknown): unknown };
  };
  const api = new FirestoreApi();
  try {
    api.validateSpec(api.upgradeOldSpec(JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8'))));
    return [];
  } catch (error) {
    return [`firestore.indexes.json is not what firebase deploy accepts: ${(error as Error).message}`];
  }
}

/**
 * The retention the privacy policy states, as the platform applies it: TTL policies on the
 * collections whose documents expire, at the periods of src/domain/privacy/retention.ts. (No
 * upload is temporary any more: storage.rules matches only logos and blog images.)
 */
export function retentionProblems(indexes: {
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
}): string[] {
  const problems: string[] = [];
  const ttl = (collection: string, field: string) =>
    indexes.fieldOverrides?.some((o) => o.collectionGroup === collection && o.fieldPath === field && o.ttl === true);
  for (const [collection, field] of [
    ['mail', 'expireAt'],
    ['notifications', 'expireAt'],
    ['messagingWebhookEvents', 'expireAt'],
    ['messagingCaps', 'expireAt'],
    ['leadReleases', 'expiresAt'],
    ['reviewInvites', 'expiresAt'],
    ['firmEmailConfirmations', 'expiresAt'],
    ['legalUpdateSubscribers', 'expireAt'],
    ['legalUpdateConfirmations', 'expiresAt'],
  ] as const) {
    if (!ttl(collection, field)) problems.push(`firestore.indexes.json has no TTL policy on ${collection}.${field}.`);
  }
  return problems;
}

/** What App Check with reCAPTCHA Enterprise loads and calls in the browser. */
export const APP_CHECK_CSP = [
  ['script-src', 'https://www.google.com/recaptcha/'],
  ['script-src', 'https://www.gstatic.com/recaptcha/'],
  ['frame-src', 'https://www.google.com/recaptcha/'],
  ['frame-src', 'https://recaptcha.google.com/recaptcha/'],
  ['connect-src', 'https://content-firebaseappcheck.googleapis.com'],
] as const;

/** What the deployed hosting config must and must not contain. */
export function hostingProblems(config: {
  hosting: { rewrites: { source: string }[]; headers: { headers: { key: string; value: string }[] }[] };
}): string[] {
  const headers = Object.fromEntries(
    config.hosting.headers.flatMap((block) => block.headers).map((h) => [h.key.toLowerCase(), h.value]),
  );
  const csp = headers['content-security-policy'] ?? '';
  const problems: string[] = [];
  if (!csp) problems.push('firebase.json hosting has no Content-Security-Policy header.');
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  if (csp && !scriptSrc) problems.push('The CSP has no script-src directive.');
  if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc))
    problems.push(`The CSP's script-src allows inline script or eval: ${scriptSrc}`);
  if (/127\.0\.0\.1|localhost/.test(csp))
    problems.push('The deployed CSP names local emulator hosts; they belong in the emulator config only.');
  // App Check (src/lib/firebase-app-check.ts): reCAPTCHA Enterprise's script and frame, and the
  // token exchange. Without them every callable refuses every call from the deployed site.
  for (const [directive, source] of APP_CHECK_CSP) {
    const sources = new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`).exec(csp)?.[1]?.split(/\s+/) ?? [];
    if (csp && !sources.includes(source))
      problems.push(`The CSP's ${directive} does not allow ${source}, which App Check needs.`);
  }
  if (!headers['strict-transport-security']) problems.push('firebase.json hosting has no Strict-Transport-Security header.');
  if (!headers['permissions-policy']) problems.push('firebase.json hosting has no Permissions-Policy header.');
  if (config.hosting.rewrites.some((r) => r.source.includes('payfast-simulator')))
    problems.push('firebase.json routes to the PayFast simulator; only the emulator config may.');
  return problems;
}

/** Runs `vite build` for the SPA alone into a scratch folder with exactly these VITE_ variables. */
export function viteBuild(env: Record<string, string>, outDir: string) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  return spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    env: { ...clean, ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    encoding: 'utf8',
  });
}

/**
 * Demo ids and keys that only the emulators understand, and the issuer of the local App Check
 * token (src/lib/app-check-local-token.ts), which only the emulator accepts.
 */
export const DEMO_PATTERN = /demo-regmatch[\w-]*|demo-api-key|["'`]demo-app["'`]|regmatch-emulator-app-check/;

export function embeddedDemoValues(outDir: string): string[] {
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|html)$/.test(name)) {
        const m = DEMO_PATTERN.exec(readFileSync(path, 'utf8'));
        if (m) hits.push(`${relative(outDir, path)} contains "${m[0]}"`);
      }
    }
  };
  walk(outDir);
  return hits;
}

/** Values shaped like a real web config; never deployed, only compiled to look for demo ids. */
export const PLACEHOLDER_WEB_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-check-deploy-placeholder',
  VITE_FIREBASE_AUTH_DOMAIN: 'regmatch-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'regmatch-check',
  VITE_FIREBASE_STORAGE_BUCKET: 'regmatch-check.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'check-deploy-placeholder-site-key',
};

function main() {
  step('Indexes: every query in src/ and functions/src/ against firestore.indexes.json');
  const idx = indexProblems();
  idx.problems.forEach(fail);
  if (idx.problems.length === 0) ok(`${idx.queries.length} queries, each served by an index`);
  const spec = indexesFileProblems();
  spec.forEach(fail);
  if (spec.length === 0) ok('firestore.indexes.json passes the validator firebase deploy uses (indexes, field overrides, TTL)');

  step("Retention: TTL policies at the policy's periods");
  const retention = retentionProblems(JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')));
  retention.forEach(fail);
  if (retention.length === 0) ok('mail, links and pending subscriptions expire by TTL');

  step('Hosting headers and routes in firebase.json');
  const hosting = hostingProblems(JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')));
  hosting.forEach(fail);
  if (hosting.length === 0)
    ok('CSP without inline script or eval, HSTS, Permissions-Policy; no emulator hosts or simulator route');

  step('Settings: every param, secret and variable the code reads is documented');
  const settings = settingsProblems();
  settings.problems.forEach(fail);
  if (settings.problems.length === 0)
    ok(`${settings.names.length} names documented in docs/deploy.md and the .env.example files`);

  step('WhatsApp and SMS: real providers and declared secrets');
  const messaging = messagingProblems(ROOT);
  messaging.forEach(fail);
  if (messaging.length === 0) ok('Graph API and BulkSMS base URLs, a phone number id, four credentials as secrets');

  step('Production web build');
  const scratch = join(ROOT, '.cache', 'check-deploy');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const bare = viteBuild({}, join(scratch, 'bare'));
  const output = `${bare.stdout}\n${bare.stderr}`;
  const unnamed = REQUIRED_WEB_VARIABLES.filter((name) => !output.includes(name));
  if (bare.status === 0) fail('A production build without VITE_FIREBASE_* variables succeeded; it must stop and name them.');
  else if (unnamed.length > 0) fail(`A production build without its variables failed without naming ${unnamed.join(', ')}.`);
  else ok('a production build without the VITE_FIREBASE_* variables stops and names each of them');
  const real = viteBuild(PLACEHOLDER_WEB_ENV, join(scratch, 'production'));
  if (real.status !== 0) fail(`A production build with every variable set failed:\n${real.stderr}`);
  else {
    const hits = embeddedDemoValues(join(scratch, 'production'));
    hits.forEach((hit) => fail(`The production build embeds a demo value: ${hit}`));
    if (hits.length === 0) ok('a production build embeds no demo project id or key');
  }

  if (!args.has('--static')) {
    step('Content-Security-Policy: the main journeys in Chromium against the emulator build');
    const csp = spawnSync('node', ['scripts/e2e.mjs', 'e2e/csp.spec.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, CI: process.env.CI ?? '' },
    });
    if (csp.status !== 0) fail('The CSP journeys failed (see the Playwright report above).');
    else ok('no CSP violation on the main journeys');
  }

  console.log(failures.length === 0 ? '\ncheck:deploy passed.' : `\ncheck:deploy failed: ${failures.length} problem(s).`);
  process.exit(failures.length === 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
