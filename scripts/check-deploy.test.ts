import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { hostingProblems, indexesFileProblems, retentionProblems, viteBuild } from './check-deploy';
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

describe('deployed configuration files', () => {
  const firebaseJson = () => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'firebase.json'), 'utf8'));

  it('firestore.indexes.json passes firebase-tools own validator', () => {
    expect(indexesFileProblems()).toEqual([]);
  });

  it('firebase.json has the security headers and no emulator-only parts', () => {
    expect(hostingProblems(firebaseJson())).toEqual([]);
  });

  it('names inline script, emulator hosts and the simulator route when they creep in', () => {
    const config = firebaseJson();
    const csp = config.hosting.headers[0].headers.find((h: { key: string }) => h.key === 'Content-Security-Policy');
    csp.value = csp.value
      .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
      .replace("connect-src 'self'", "connect-src 'self' http://127.0.0.1:8080");
    config.hosting.rewrites.unshift({ source: '/dev/payfast-simulator/**', function: { functionId: 'payfastSimulator' } });
    expect(hostingProblems(config)).toEqual([
      "The CSP's script-src allows inline script or eval: 'self' 'unsafe-inline' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      'The deployed CSP names local emulator hosts; they belong in the emulator config only.',
      'firebase.json routes to the PayFast simulator; only the emulator config may.',
    ]);
  });
});

describe('App Check in the deployed CSP', () => {
  it('names each reCAPTCHA or App Check source the CSP leaves out', () => {
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'firebase.json'), 'utf8'));
    const csp = config.hosting.headers[0].headers.find((h: { key: string }) => h.key === 'Content-Security-Policy');
    csp.value = csp.value
      .replace(' https://content-firebaseappcheck.googleapis.com', '')
      .replace(/frame-src [^;]*/, "frame-src 'none'");
    expect(hostingProblems(config)).toEqual([
      "The CSP's frame-src does not allow https://www.google.com/recaptcha/, which App Check needs.",
      "The CSP's frame-src does not allow https://recaptcha.google.com/recaptcha/, which App Check needs.",
      "The CSP's connect-src does not allow https://content-firebaseappcheck.googleapis.com, which App Check needs.",
    ]);
  });
});

describe('retentionProblems', () => {
  const root = join(import.meta.dirname, '..');
  const indexes = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8'));

  it('passes the repository as it stands', () => {
    expect(retentionProblems(indexes)).toEqual([]);
  });

  it('fails a removed TTL policy', () => {
    const noTtl = {
      fieldOverrides: indexes.fieldOverrides.filter((o: { collectionGroup: string }) => o.collectionGroup !== 'leadReleases'),
    };
    expect(retentionProblems(noTtl)).toEqual(['firestore.indexes.json has no TTL policy on leadReleases.expiresAt.']);
  });
});
