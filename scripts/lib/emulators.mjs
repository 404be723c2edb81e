// Everything the scripts need to know to start the emulator suite on this machine or a laptop.
// Dependency-free on purpose: start.mjs imports it before node modules are installed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const CLOUD_SDK_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * EMU_INSTANCE (0-9, but not 6) shifts every port by ten and gives the suite its own demo project,
 * so several checkouts (or a developer and a test run) can run emulators side by side without
 * clashing. Instance 6 is refused because it would put hosting and functions on 5060 and 5061,
 * ports that browsers and Node's fetch refuse to contact ("bad port" in the Fetch standard); at 10
 * the hub would land on the logging port of instance 0.
 */
function instance() {
  const n = Number(process.env.EMU_INSTANCE ?? 0);
  if (!Number.isInteger(n) || n < 0 || n > 9 || n === 6) {
    throw new Error(
      'EMU_INSTANCE must be a whole number from 0 to 9, except 6 (its ports 5060 and 5061 are ones browsers refuse)',
    );
  }
  return n;
}

export function projectId() {
  const n = instance();
  return n === 0 ? 'demo-regmatch' : `demo-regmatch-${n}`;
}

export function ports() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;
  const offset = instance() * 10;
  return {
    hub: config.hub.port + offset,
    logging: config.logging.port + offset,
    hosting: config.hosting.port + offset,
    functions: config.functions.port + offset,
    firestore: config.firestore.port + offset,
    firestoreWebsocket: config.firestore.websocketPort + offset,
    auth: config.auth.port + offset,
    storage: config.storage.port + offset,
    eventarc: config.eventarc.port + offset,
    mailWeb: 1080 + offset,
    mailSmtp: 1025 + offset,
    // The messaging simulator (MESSAGING_SIMULATOR_BASE_PORT in src/domain/notifications/simulator.ts).
    messaging: 1082 + offset,
  };
}

/**
 * The Storage emulator needs a rules runtime that firebase-tools downloads from a Google host.
 * Where it is not already cached (no internet, as on CI here) Storage cannot run.
 */
export function storageAvailable() {
  if (process.env.EMU_STORAGE === 'off') return false;
  if (process.env.EMU_STORAGE === 'on') return true;
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(cache) && readdirSync(cache).some((f) => f.startsWith('cloud-storage-rules-runtime'));
}

export function emulatorList() {
  return ['auth', 'firestore', 'functions', 'hosting', ...(storageAvailable() ? ['storage'] : [])].join(',');
}

/**
 * firebase-tools runs `java -jar <jar>`, but the Cloud CLI's Firestore emulator jar has no
 * Main-Class. A launcher jar whose manifest names the class and puts the real jar on the class
 * path fixes that. Only when the variable is unset and the Cloud CLI component is present;
 * elsewhere firebase-tools downloads its own jar as usual.
 */
function firestoreBinaryEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  if (!existsSync(CLOUD_SDK_FIRESTORE_JAR)) return {};
  const dir = join(ROOT, '.cache', 'firestore-launcher');
  const launcher = join(dir, 'launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'manifest.txt');
    writeFileSync(
      manifest,
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
        `Class-Path: file:${CLOUD_SDK_FIRESTORE_JAR}\n`,
    );
    execFileSync('jar', ['cfm', launcher, manifest], { cwd: dir, stdio: 'inherit' });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

/**
 * The emulator build talks to the emulators on 127.0.0.1 over plain http, so their origins join
 * connect-src; only in the instance config, never in the deployed firebase.json.
 */
function emulatorCsp(csp, p = ports()) {
  const hosts = [p.auth, p.firestore, p.functions, ...(storageAvailable() ? [p.storage] : [])].map(
    (port) => `http://127.0.0.1:${port}`,
  );
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => (d.startsWith('connect-src ') ? `${d} ${hosts.join(' ')}` : d))
    .join('; ');
}

/** Emulator-only parts of the hosting config: the PayFast simulator route and the CSP above. */
function emulatorHosting(hosting, p = ports()) {
  const simulator = {
    source: '/dev/payfast-simulator/**',
    function: { functionId: 'payfastSimulator', region: 'africa-south1' },
  };
  const rewrites = [simulator, ...hosting.rewrites.filter((r) => r.source !== simulator.source)];
  const headers = hosting.headers.map((block) => ({
    ...block,
    headers: block.headers.map((h) => (h.key === 'Content-Security-Policy' ? { ...h, value: emulatorCsp(h.value, p) } : h)),
  }));
  return { ...hosting, rewrites, headers };
}

/**
 * functions/.env.<demo project id>: the params (functions/src/shared/config.ts) for this
 * instance's emulators. firebase-tools reads it for that project only, and would otherwise ask
 * for the values on a terminal that emulators:exec does not have. Git-ignored.
 */
function writeFunctionsEnv() {
  const p = ports();
  writeFileSync(
    join(ROOT, 'functions', `.env.${projectId()}`),
    `# Written by scripts/lib/emulators.mjs for EMU_INSTANCE=${instance()}; local emulator runs only.\n` +
      `APP_ORIGIN=http://127.0.0.1:${p.hosting}\nPAYFAST_MODE=simulator\n` +
      // Nothing proxies the local functions; the value only keeps the emulator from asking for it.
      `PAYFAST_PROXY_HOPS=1\nCALLER_PROXY_HOPS=1\n` +
      // WhatsApp and SMS go to the messaging simulator (docs/notifications.md).
      `WHATSAPP_API_BASE=http://127.0.0.1:${p.messaging}/v21.0\nWHATSAPP_PHONE_NUMBER_ID=100000000000001\n` +
      `SMS_API_BASE=http://127.0.0.1:${p.messaging}/bulksms/v1\n`,
  );
}

/** firebase.json with this instance's ports, written beside it so relative paths still resolve. */
export function writeInstanceConfig() {
  writeFunctionsEnv();
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const p = ports();
  base.hosting = emulatorHosting(base.hosting, p);
  const e = base.emulators;
  e.hub.port = p.hub;
  e.logging.port = p.logging;
  e.hosting.port = p.hosting;
  e.functions.port = p.functions;
  e.firestore.port = p.firestore;
  e.firestore.websocketPort = p.firestoreWebsocket;
  e.auth.port = p.auth;
  e.storage.port = p.storage;
  e.eventarc.port = p.eventarc;
  // One file per instance: two sessions of one checkout (npm start on one instance, npm test on
  // another) must not overwrite each other's ports.
  const path = join(ROOT, `.firebase-instance-${instance()}.json`);
  writeFileSync(path, JSON.stringify(base, null, 2));
  return path;
}

/** Environment for firebase-tools itself and for anything run inside emulators:exec. */
export function emulatorEnv() {
  const p = ports();
  return {
    ...process.env,
    ...firestoreBinaryEnv(),
    // The CLI gives the functions code 10 s to load before it silently serves none of them. A
    // fresh machine reading node_modules from a cold disk can take longer, so allow two minutes.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    // The Firestore emulator (the only Java here) lives for one session of short requests: the
    // optimising compiler's and the parallel collector's threads cost more CPU than they win back.
    // Measured over the same four integration files: 40 s of Java CPU by default, 22 s with these.
    JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
    // Each function worker skips loading the CLI's deploy code it never runs (~0.75 s of CPU per
    // worker start; the file says why). Every Node process of the session inherits this; the
    // preload does nothing outside a functions worker.
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      `--import "${pathToFileURL(join(ROOT, 'scripts', 'lib', 'functions-worker-preload.mjs')).href}"`,
    ]
      .filter(Boolean)
      .join(' '),
    GCLOUD_PROJECT: projectId(),
    // Google's client libraries probe the Compute Engine metadata server (169.254.169.254) for
    // credentials whenever they build a gRPC client; the emulators need none. In one fresh-clone run
    // the integration suite's Firestore clients were rebuilt ~250 times, each probe answered 403
    // and logged a MetadataLookupWarning. 'none' answers "not on Compute Engine" without a request:
    // a session's traffic stays on 127.0.0.1.
    METADATA_SERVER_DETECTION: 'none',
    EMU_PROJECT_ID: projectId(),
    EMU_HOSTING_URL: `http://127.0.0.1:${p.hosting}`,
    EMU_FUNCTIONS_PORT: String(p.functions),
    EMU_MAIL_WEB_PORT: String(p.mailWeb),
    EMU_MAIL_SMTP_PORT: String(p.mailSmtp),
    EMU_MESSAGING_PORT: String(p.messaging),
    EMU_STORAGE_AVAILABLE: storageAvailable() ? 'true' : 'false',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${p.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${p.auth}`,
    ...(storageAvailable() ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${p.storage}` } : {}),
  };
}

/** Variables baked into the SPA build that points it at this instance's emulators. */
export function viteEmulatorEnv() {
  const p = ports();
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: projectId(),
    VITE_EMULATOR_AUTH_PORT: String(p.auth),
    VITE_EMULATOR_FIRESTORE_PORT: String(p.firestore),
    VITE_EMULATOR_FUNCTIONS_PORT: String(p.functions),
    VITE_EMULATOR_STORAGE_PORT: storageAvailable() ? String(p.storage) : '',
  };
}

export function firebaseBin() {
  return join(ROOT, 'node_modules', '.bin', 'firebase');
}

/**
 * `firebase emulators:exec` running `command` inside this instance's emulators, with the
 * environment the functions and the tests need: [binary, args, spawn options].
 */
export function emulatorsExec(command) {
  const env = emulatorEnv();
  return [
    firebaseBin(),
    ['emulators:exec', '--only', emulatorList(), '--project', projectId(), '--config', writeInstanceConfig(), command],
    {
      cwd: ROOT,
      env: {
        ...env,
        PAYFAST_MODE: 'simulator',
        APP_ORIGIN: env.EMU_HOSTING_URL,
        SMTP_URL: `smtp://127.0.0.1:${env.EMU_MAIL_SMTP_PORT}`,
      },
    },
  ];
}
