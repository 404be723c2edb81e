import { webEnvProblems } from './web-env.mjs';

const complete = {
  VITE_FIREBASE_API_KEY: 'AIzaExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'regmatch-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'regmatch-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'regmatch-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6LcExampleSiteKey',
};

describe('production web build environment', () => {
  it('passes with every variable set', () => {
    expect(webEnvProblems(complete)).toEqual([]);
  });

  it('names exactly the missing variables', () => {
    const [problem] = webEnvProblems({ ...complete, VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_APP_ID: undefined });
    expect(problem).toMatch(/^A production build needs VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID\. Copy \.env\.example/);
    expect(webEnvProblems({})[0]).toContain('VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID');
  });

  it('refuses a build without the App Check site key: every callable would refuse its calls', () => {
    const [problem] = webEnvProblems({ ...complete, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: ' ' });
    expect(problem).toMatch(/^A production build needs VITE_RECAPTCHA_ENTERPRISE_SITE_KEY\./);
  });

  it('refuses a demo project id', () => {
    expect(webEnvProblems({ ...complete, VITE_FIREBASE_PROJECT_ID: 'demo-regmatch' })).toEqual([
      'VITE_FIREBASE_PROJECT_ID is "demo-regmatch", a demo project that exists only in the emulators. Use your real project id.',
    ]);
  });

  it('asks nothing of an emulator build', () => {
    expect(webEnvProblems({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-regmatch-4' })).toEqual([]);
  });
});
