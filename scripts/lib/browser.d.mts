/** `undefined` means Playwright's own browser. */
export function chromiumExecutables(
  env?: NodeJS.ProcessEnv,
  exists?: (path: string) => boolean,
): { full: string | undefined; journeys: string | undefined };
export function fullBrowserLaunch(env?: NodeJS.ProcessEnv): { executablePath: string } | { channel: 'chromium' };
export interface MachineFacts {
  chromePath: string | undefined;
  chromePathExists: boolean;
  debianChromium: boolean;
  debianShell: boolean;
  playwrightChromium: boolean;
  apt: boolean;
  root: boolean;
  sudo: boolean;
}
export type BrowserPlan =
  | { kind: 'ready' }
  | { kind: 'stop'; line: string }
  | { kind: 'apt'; sudo: boolean; required: string[]; optional: string[] }
  | { kind: 'playwright'; command: string[] };
export function browserPlan(facts: MachineFacts): BrowserPlan;
export function machineFacts(env?: NodeJS.ProcessEnv): MachineFacts;
