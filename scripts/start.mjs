// `npm start`: everything a newcomer needs to use the product locally, in one command.
// Installs what is missing, builds, starts the emulators and the mail catcher, seeds demo data
// and prints where to go and how to sign in. Ctrl-C stops it all.
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

ensureInstalled(ROOT);

const env = emulatorEnv();
const p = ports();
console.log('▸ Building the functions and the web app...');
run('npm', ['run', 'build:functions'], { cwd: ROOT });
run('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...viteEmulatorEnv() } });

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

const mail = startBackground(
  join(ROOT, 'node_modules', '.bin', 'maildev'),
  ['--web', String(p.mailWeb), '--smtp', String(p.mailSmtp), '--ip', '127.0.0.1', '--silent'],
  { cwd: ROOT, env },
);
children.push(mail);

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
  console.log('▸ Starting the Firebase emulators (about 20 seconds)...');
  await waitForHttp(`http://127.0.0.1:${p.hosting}/`, { label: 'Hosting emulator' });
  await waitForHttp(`http://127.0.0.1:${p.firestore}/`, { label: 'Firestore emulator' });
  await waitForHttp(`http://127.0.0.1:${p.functions}/`, { label: 'Functions emulator' });
  while (!log.includes('All emulators ready')) await new Promise((r) => setTimeout(r, 500));
} catch (error) {
  console.error(log.slice(-4000));
  console.error(`✖ ${error.message}`);
  stopAll(1);
}

if (!stopping) {
  console.log('▸ Seeding demo data...');
  run('node', ['--import', 'tsx', 'scripts/seed.ts'], { cwd: ROOT, env });
  const { DEMO_PASSWORD, DEMO_USERS } = await import('./lib/demo-users.mjs');
  console.log(`
✔ RegMatch is running locally.

  App            ${env.EMU_HOSTING_URL}
  Mail catcher   http://127.0.0.1:${p.mailWeb}   (every email the app sends lands here)
  Emulators      project ${projectId()}: auth ${p.auth}, firestore ${p.firestore}, functions ${p.functions}

  Demo sign-ins (password for all: ${DEMO_PASSWORD})
${DEMO_USERS.map((u) => `    ${u.label.padEnd(22)} ${u.email.padEnd(36)} ${u.where}`).join('\n')}
    Client                 no account needed: start at ${env.EMU_HOSTING_URL}/matching

  Press Ctrl-C to stop.
`);
}
