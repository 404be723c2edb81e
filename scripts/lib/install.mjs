// Installs node modules where they are missing or do not match the lockfile, so `npm start` and
// `npm test` work on a fresh clone without a separate install step.
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, runStatusAsync } from './processes.mjs';

/**
 * Whether `node_modules` holds what `package-lock.json` names. npm records what it installed in
 * node_modules/.package-lock.json; compared by content, not by file times (a fresh checkout or
 * a git worktree has a lockfile newer than any install, though nothing changed).
 */
export function installMatchesLock(lock, installed) {
  const wanted = lock?.packages ?? {};
  const have = installed?.packages ?? {};
  for (const [path, entry] of Object.entries(wanted)) {
    if (path === '' || entry.link) continue;
    const got = have[path];
    // Optional packages for other platforms are never installed.
    if (!got) {
      if (entry.optional || entry.devOptional) continue;
      return false;
    }
    if (got.version !== entry.version) return false;
  }
  return true;
}

function needsInstall(dir) {
  const lockFile = join(dir, 'package-lock.json');
  const installedFile = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(installedFile)) return true;
  if (!existsSync(lockFile)) return false;
  try {
    return !installMatchesLock(JSON.parse(readFileSync(lockFile, 'utf8')), JSON.parse(readFileSync(installedFile, 'utf8')));
  } catch {
    return true;
  }
}

/** The folders (the project, functions/) whose node modules need `npm ci`, each announced. */
function foldersToInstall(root) {
  return [root, join(root, 'functions')].filter((dir) => {
    if (!needsInstall(dir)) return false;
    const modules = join(dir, 'node_modules');
    // A linked node_modules belongs to another checkout: `npm ci` here would empty that one.
    if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
      console.log(`▸ ${modules} is a link to another checkout and differs from this lockfile; not reinstalling through it.`);
      return false;
    }
    console.log(`▸ Installing node modules in ${dir === root ? 'the project' : 'functions/'}...`);
    return true;
  });
}

export function ensureInstalled(root) {
  for (const dir of foldersToInstall(root)) run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
}

/**
 * Like ensureInstalled, both folders at once and without blocking (so `npm test` can fetch a
 * browser meanwhile): resolves to whether every install succeeded.
 */
export async function ensureInstalledAsync(root) {
  const statuses = await Promise.all(
    foldersToInstall(root).map((dir) => runStatusAsync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir })),
  );
  return statuses.every((status) => status === 0);
}
