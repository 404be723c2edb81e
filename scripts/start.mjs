// `npm start`: everything a newcomer needs to use the product locally, in one command.
// Installs what is missing, builds, starts the emulators and the mail catcher, seeds demo data
// and prints where to go and how to sign in. Ctrl-C stops it all.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  emulatorEnv,
  emulatorList,
  firebaseBin,
  ports,
  projectId,
  storageAvailable,
  viteEmulatorEnv,
  writeInstanceConfig,
} from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run, startBackground, stopGroup, waitForHttp } from './lib/processes.mjs';
import { buildFingerprint, formatDuration, readStartCache, writeStartCache } from './lib/start-cache.mjs';

ensureInstalled(ROOT);

const env = emulatorEnv();
const p = ports();
const cache = readStartCache(ROOT);
const lastTime = (step) => (cache.durations?.[step] ? ` (${formatDuration(cache.durations[step])} last time)` : '');
const durations = {};

// The builds are skipped when nothing they read has changed since the last `npm start` built them.
const BUILD_INPUTS = [
  'src',
  'functions/src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'functions/package-lock.json',
  'scripts/prerender.ts',
  'scripts/postbuild.ts',
];
const fingerprint = buildFingerprint(ROOT, BUILD_INPUTS, viteEmulatorEnv());
// Another command (npm test, test:e2e) may have rebuilt dist/ since, perhaps for other ports:
// the build is reused only if it is still the very one this fingerprint describes.
const distStamp = () => {
  const file = join(ROOT, 'dist', 'index.html');
  const lib = join(ROOT, 'functions', 'lib', 'index.js');
  return existsSync(file) && existsSync(lib) ? `${statSync(file).mtimeMs}:${statSync(lib).mtimeMs}` : null;
};
const built = cache.fingerprint === fingerprint && cache.distStamp != null && cache.distStamp === distStamp();
if (built) {
  console.log('▸ Nothing changed since the last build: using it.');
} else {
  console.log(`▸ Building the functions and the web app${lastTime('build')}...`);
  const started = Date.now();
  run('npm', ['run', 'build:functions'], { cwd: ROOT });
  run('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...viteEmulatorEnv() } });
  durations.build = Date.now() - started;
  console.log(`  built in ${formatDuration(durations.build)}`);
}

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n▸ Stopping the emulators and the mail catcher...');
  for (const child of children) stopGroup(child);
  // firebase-tools needs a moment to shut its Java and Node emulators down.
  setTimeout(() => process.exit(code), 4000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// maildev with one addition: mailboxes at no-mailbox.test bounce, so bounce handling can be tried here.
const mail = startBackground(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'mail-catcher.ts')], { cwd: ROOT, env });
children.push(mail);
// WhatsApp and SMS stand-ins with a web inbox per number (docs/notifications.md, "Simulator").
const messaging = startBackground(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'messaging-simulator.ts')], {
  cwd: ROOT,
  env,
});
children.push(messaging);

if (!storageAvailable()) {
  console.log(
    'ℹ Storage emulator not started: its runtime cannot be downloaded on this machine, so uploads are off in this local run (image URLs work instead).',
  );
}
const config = writeInstanceConfig();
const emulators = startBackground(
  firebaseBin(),
  ['emulators:start', '--only', emulatorList(), '--project', projectId(), '--config', config],
  {
    cwd: ROOT,
    env: { ...env, SMTP_URL: `smtp://127.0.0.1:${p.mailSmtp}`, PAYFAST_MODE: 'simulator', APP_ORIGIN: env.EMU_HOSTING_URL },
  },
);
children.push(emulators);
let log = '';
emulators.stdout.on('data', (chunk) => {
  log += chunk;
  if (process.env.VERBOSE) process.stdout.write(chunk);
});
emulators.stderr.on('data', (chunk) => process.stderr.write(chunk));
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(log.slice(-4000));
    console.error(`✖ The emulators stopped unexpectedly (exit ${code}).`);
    stopAll(1);
  }
});

try {
  console.log(`▸ Starting the Firebase emulators${lastTime('emulators')}...`);
  const started = Date.now();
  await waitForHttp(`http://127.0.0.1:${p.hosting}/`, { label: 'Hosting emulator' });
  await waitForHttp(`http://127.0.0.1:${p.firestore}/`, { label: 'Firestore emulator' });
  await waitForHttp(`http://127.0.0.1:${p.functions}/`, { label: 'Functions emulator' });
  while (!log.includes('All emulators ready')) await new Promise((r) => setTimeout(r, 500));
  durations.emulators = Date.now() - started;
  console.log(`  emulators ready in ${formatDuration(durations.emulators)}`);
} catch (error) {
  console.error(log.slice(-4000));
  console.error(`✖ ${error.message}`);
  stopAll(1);
}

if (!stopping) {
  console.log(`▸ Seeding demo data${lastTime('seed')}...`);
  const seeding = Date.now();
  run('node', ['--import', 'tsx', 'scripts/seed.ts'], { cwd: ROOT, env });
  durations.seed = Date.now() - seeding;
  writeStartCache(ROOT, {
    fingerprint,
    distStamp: distStamp(),
    durations: { ...cache.durations, ...durations },
  });
  const { DEMO_PASSWORD, DEMO_USERS } = await import('./lib/demo-users.mjs');
  console.log(`
✔ RegMatch is running locally.

  App            ${env.EMU_HOSTING_URL}
  Mail catcher   http://127.0.0.1:${p.mailWeb}   (every email the app sends lands here; addresses @no-mailbox.test bounce)
  Messaging      http://127.0.0.1:${p.messaging}   (every WhatsApp and SMS, by number; reply STOP there)
  Emulators      project ${projectId()}: auth ${p.auth}, firestore ${p.firestore}, functions ${p.functions}

  Demo sign-ins (password for all: ${DEMO_PASSWORD})
${DEMO_USERS.map((u) => `    ${u.label.padEnd(22)} ${u.email.padEnd(36)} ${u.where}`).join('\n')}
    Client                 no account needed: start at ${env.EMU_HOSTING_URL}/matching

  Press Ctrl-C to stop.
`);
}
