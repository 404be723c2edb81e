// `npm run emulators -- <command>`: runs any command inside an emulator session with this
// checkout's ports, e.g. `npm run emulators -- npx vitest run --project integration`.
import { ROOT, emulatorEnv, emulatorList, firebaseBin, projectId, writeInstanceConfig } from './lib/emulators.mjs';
import { runStatus } from './lib/processes.mjs';

const command = process.argv.slice(2).join(' ') || 'npx vitest run --project rules --project integration';
const env = emulatorEnv();
process.exit(
  runStatus(
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
  ),
);
