// `npm run test:e2e`: the browser journeys alone, with their own emulator session.
import { ROOT, emulatorsExec, viteEmulatorEnv } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run, runStatus } from './lib/processes.mjs';

ensureInstalled(ROOT);
run('npm', ['run', 'build:functions'], { cwd: ROOT });
run('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, ...viteEmulatorEnv() } });
const extra = process.argv.slice(2).join(' ');
process.exit(runStatus(...emulatorsExec(`npx playwright test --config e2e/playwright.config.ts ${extra}`)));
