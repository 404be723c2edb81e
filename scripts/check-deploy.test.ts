import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { viteBuild } from './check-deploy';
import { REQUIRED_WEB_VARIABLES } from './lib/web-env.mjs';

// The real `vite build`, not a model of it: the guard in vite.config.ts must stop a production
// build that lacks its Firebase web config before anything is compiled.
describe('production build guard', () => {
  it('fails a build without the VITE_FIREBASE_* variables and names every missing one', () => {
    const out = mkdtempSync(join(tmpdir(), 'check-deploy-'));
    try {
      const result = viteBuild({ VITE_FIREBASE_PROJECT_ID: 'regmatch-prod' }, out);
      expect(result.status).not.toBe(0);
      const output = `${result.stdout}\n${result.stderr}`;
      expect(output).toContain('A production build needs');
      for (const name of REQUIRED_WEB_VARIABLES.filter((n) => n !== 'VITE_FIREBASE_PROJECT_ID')) expect(output).toContain(name);
      expect(output).not.toMatch(/needs[^.]*VITE_FIREBASE_PROJECT_ID/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
