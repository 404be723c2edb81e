/** Whether node_modules/.package-lock.json (what npm installed) holds every package the lockfile names, at its version. */
export function installMatchesLock(lock: unknown, installed: unknown): boolean;
/** True when `dir` has no install or one that differs from its lockfile. */
export function needsInstall(dir: string): boolean;
/** Runs `npm ci` where needed (never through a node_modules linked to another checkout). */
export function ensureInstalled(root: string): void;
/** Runs `npm ci` where needed in both folders at once; resolves to whether every install succeeded. */
export function ensureInstalledAsync(root: string): Promise<boolean>;
