// `npm run test:e2e`: the browser journeys alone, with their own emulator session.
import {
  ROOT,
  emulatorEnv,
  emulatorList,
  firebaseBin,
  projectId,
  viteEmulatorEnv,
  writeInstanceConfig,
} from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run, runStatus } from './lib/processes.mjs';

ensureInstalled(ROOT);
run('npm', ['run', 'build:functions'], { cwd: ROOT });
run('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...viteEmulatorEnv() } });
const env = emulatorEnv();
const extra = process.argv.slice(2).join(' ');
process.exit(
  runStatus(
    firebaseBin(),
    [
      'emulators:exec',
      '--only',
      emulatorList(),
      '--project',
      projectId(),
      '--config',
      writeInstanceConfig(),
      `npx playwright test --config e2e/playwright.config.ts ${extra}`,
    ],
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
