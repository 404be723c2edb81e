// @vitest-environment node
import { browserPlan, chromiumExecutables, type MachineFacts } from './browser.mjs';

/** A Debian machine with nothing installed, run by root. */
const bare: MachineFacts = {
  chromePath: undefined,
  chromePathExists: false,
  debianChromium: false,
  debianShell: false,
  playwrightChromium: false,
  apt: true,
  root: true,
  sudo: false,
};

describe('browserPlan: how npm test gets a Chromium', () => {
  it('installs Debian’s chromium, and its headless shell where the release has it, when root has apt', () => {
    expect(browserPlan(bare)).toEqual({
      kind: 'apt',
      sudo: false,
      required: ['chromium'],
      optional: ['chromium-headless-shell'],
    });
  });

  it('goes through sudo when it needs no password, and otherwise stops with the one command to run', () => {
    expect(browserPlan({ ...bare, root: false, sudo: true })).toMatchObject({ kind: 'apt', sudo: true });
    const stop = browserPlan({ ...bare, root: false, sudo: false });
    expect(stop.kind).toBe('stop');
    expect(stop.kind === 'stop' && stop.line).toMatch(
      /^Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium/,
    );
  });

  it('downloads the browser Playwright manages where there is no apt (macOS, other Linux)', () => {
    expect(browserPlan({ ...bare, apt: false, root: false })).toEqual({
      kind: 'playwright',
      command: ['npx', 'playwright', 'install', 'chromium'],
    });
    expect(browserPlan({ ...bare, apt: false, playwrightChromium: true })).toEqual({ kind: 'ready' });
  });

  it('adds only the headless shell beside an installed chromium, and never asks for a password for it', () => {
    expect(browserPlan({ ...bare, debianChromium: true })).toMatchObject({ kind: 'apt', required: [] });
    expect(browserPlan({ ...bare, debianChromium: true, root: false })).toEqual({ kind: 'ready' });
    expect(browserPlan({ ...bare, debianChromium: true, debianShell: true })).toEqual({ kind: 'ready' });
  });

  it('takes CHROME_PATH as given, and stops when it points at nothing', () => {
    expect(browserPlan({ ...bare, chromePath: '/opt/chrome', chromePathExists: true })).toEqual({ kind: 'ready' });
    expect(browserPlan({ ...bare, chromePath: '/opt/chrome' })).toMatchObject({ kind: 'stop' });
  });
});

describe('chromiumExecutables', () => {
  const only =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it('runs the journeys in Debian’s headless shell and the rest in its full browser', () => {
    expect(chromiumExecutables({}, only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'))).toEqual({
      full: '/usr/bin/chromium',
      journeys: '/usr/bin/chromium-headless-shell',
    });
  });

  it('leaves both to Playwright’s own browser where Debian’s is absent, and CHROME_PATH wins', () => {
    expect(chromiumExecutables({}, only())).toEqual({ full: undefined, journeys: undefined });
    expect(chromiumExecutables({ CHROME_PATH: '/opt/c' }, only('/usr/bin/chromium'))).toEqual({
      full: '/opt/c',
      journeys: '/opt/c',
    });
  });
});
