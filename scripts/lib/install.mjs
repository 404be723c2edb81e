// Installs node modules where they are missing or older than the lockfile, so `npm start`
// and `npm test` work on a fresh clone without a separate install step.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './processes.mjs';

function needsInstall(dir) {
  const modules = join(dir, 'node_modules', '.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  if (!existsSync(modules)) return true;
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(modules).mtimeMs;
}

export function ensureInstalled(root) {
  for (const dir of [root, join(root, 'functions')]) {
    if (!needsInstall(dir)) continue;
    console.log(`▸ Installing node modules in ${dir === root ? 'the project' : 'functions/'}...`);
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
  }
}
