// Which Chromium the browser checks drive, and how `npm test` gets one on a machine without it.
// Dependency-free: it runs before the node modules are installed, so a machine that cannot get a
// browser hears so in the first second, not after the install and the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join } from 'node:path';

/** Debian's packages: the full browser, and its old headless shell (the journeys' browser, less than half the CPU). */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Where Playwright keeps the browsers it downloads (its registry's default per platform). */
function playwrightBrowsersDir(env = process.env, os = platform()) {
  if (env.PLAYWRIGHT_BROWSERS_PATH && env.PLAYWRIGHT_BROWSERS_PATH !== '0') return env.PLAYWRIGHT_BROWSERS_PATH;
  if (os === 'darwin') return join(homedir(), 'Library', 'Caches', 'ms-playwright');
  if (os === 'win32') return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'ms-playwright');
  return join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'ms-playwright');
}

/** Whether Playwright has downloaded its Chromium here (`npx playwright install chromium`). */
function hasPlaywrightChromium(env = process.env) {
  const dir = playwrightBrowsersDir(env);
  return existsSync(dir) && readdirSync(dir).some((name) => /^chromium-\d+$/.test(name));
}

/**
 * The browsers to launch: `full` for what needs the whole browser (the back/forward cache, the
 * first-load budgets, Lighthouse), `journeys` for the journeys. An `executablePath` of undefined
 * means Playwright's own browser (its headless shell for `journeys`, `channel: 'chromium'` for
 * `full`). CHROME_PATH wins over everything.
 */
export function chromiumExecutables(env = process.env, exists = existsSync) {
  if (env.CHROME_PATH) return { full: env.CHROME_PATH, journeys: env.CHROME_PATH };
  const full = exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
  return { full, journeys: exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : full };
}

/** Launch options for the full browser: Debian's (or CHROME_PATH), else Playwright's full Chromium. */
export function fullBrowserLaunch(env = process.env) {
  const { full } = chromiumExecutables(env);
  return full ? { executablePath: full } : { channel: 'chromium' };
}

/**
 * What to do about the browser, from the facts of this machine (pure, so it is tested without
 * one): 'ready'; 'apt' (Debian's packages, through `sudo -n` unless root: `required` must install,
 * `optional` (the headless shell, which older releases lack) may fail); 'playwright' (its own
 * download, where there is no apt); or 'stop' with the one line to run, when only a person with a
 * password can install it.
 */
export function browserPlan({ chromePath, chromePathExists, debianChromium, debianShell, playwrightChromium, apt, root, sudo }) {
  if (chromePath) {
    return chromePathExists
      ? { kind: 'ready' }
      : {
          kind: 'stop',
          line: `CHROME_PATH=${chromePath} does not exist: point it at a Chromium, or unset it and run npm test again.`,
        };
  }
  const canApt = apt && (root || sudo);
  const viaApt = (required) => ({ kind: 'apt', sudo: !root, required, optional: ['chromium-headless-shell'] });
  if (debianChromium) {
    // The shell only makes the journeys faster: add it when that costs no password.
    return !debianShell && canApt ? viaApt([]) : { kind: 'ready' };
  }
  if (playwrightChromium) return { kind: 'ready' };
  if (canApt) return viaApt(['chromium']);
  if (apt) {
    return {
      kind: 'stop',
      line: 'Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell` (without the shell where your release lacks it), then npm test again.',
    };
  }
  return { kind: 'playwright', command: ['npx', 'playwright', 'install', 'chromium'] };
}

const quiet = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** The facts browserPlan needs, read from this machine in a few milliseconds. */
export function machineFacts(env = process.env) {
  const apt = existsSync('/usr/bin/apt-get');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const debianChromium = existsSync(DEBIAN_CHROMIUM);
  const debianShell = existsSync(DEBIAN_HEADLESS_SHELL);
  return {
    chromePath: env.CHROME_PATH,
    chromePathExists: env.CHROME_PATH ? existsSync(env.CHROME_PATH) : false,
    debianChromium,
    debianShell,
    playwrightChromium: !debianChromium && hasPlaywrightChromium(env),
    apt,
    root,
    sudo: apt && !root && !(debianChromium && debianShell) && quiet('sudo', ['-n', 'true']),
  };
}

/**
 * Carries out an 'apt' plan; resolves to whether the required packages are in (the optional
 * shell's failure is only reported). Runs beside `npm ci`: both mostly wait on downloads.
 */
export async function installWithApt(plan, runStatusAsync) {
  const apt = (args) =>
    runStatusAsync(plan.sudo ? 'sudo' : 'apt-get', [...(plan.sudo ? ['-n', 'apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  console.log(`▸ Installing from apt: ${[...plan.required, ...plan.optional].join(', ')}`);
  if ((await apt(['update', '-qq'])) !== 0 && plan.required.length > 0) return false;
  if (plan.required.length > 0 && (await apt(['install', '-y', '-qq', ...plan.required])) !== 0) return false;
  if ((await apt(['install', '-y', '-qq', ...plan.optional])) !== 0)
    console.log('▸ chromium-headless-shell could not be installed: the journeys use the full browser (slower).');
  return true;
}
