// Installs node modules where they are missing or do not match the lockfile, so `npm start` and
// `npm test` work on a fresh clone without a separate install step.
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './processes.mjs';

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

export function needsInstall(dir) {
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

export function ensureInstalled(root) {
  for (const dir of [root, join(root, 'functions')]) {
    if (!needsInstall(dir)) continue;
    const modules = join(dir, 'node_modules');
    // A linked node_modules belongs to another checkout: `npm ci` here would empty that one.
    if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
      console.log(`▸ ${modules} is a link to another checkout and differs from this lockfile; not reinstalling through it.`);
      continue;
    }
    console.log(`▸ Installing node modules in ${dir === root ? 'the project' : 'functions/'}...`);
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
  }
}
