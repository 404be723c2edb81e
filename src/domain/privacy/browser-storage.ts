/**
 * Every key the site keeps in a visitor's browser (localStorage, sessionStorage, IndexedDB). The
 * cookie policy's table is written from this list, and browser-storage.test.ts scans src for
 * storage use: a key the app writes that is not here, or an entry here the app no longer writes,
 * fails it. `source` is the file that writes the key ('third-party' for keys a provider's script
 * writes, which no file of ours names).
 */
export interface BrowserStorageEntry {
  key: string;
  /** True when `key` is a prefix followed by a name (drafts). */
  prefix?: boolean;
  area: 'localStorage' | 'sessionStorage' | 'IndexedDB';
  what: string;
  purpose: string;
  lasts: string;
  source: string;
}

export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  {
    key: 'regmatch.draft.',
    prefix: true,
    area: 'sessionStorage',
    what: 'Form drafts',
    purpose: 'A half-filled matching, registration or featured-firm request form survives a reload',
    lasts: 'Until you close the tab or press Quick exit',
    source: 'src/lib/session-draft.ts',
  },
  {
    key: 'regmatch.submission.',
    prefix: true,
    area: 'sessionStorage',
    what: 'Submission key',
    purpose: 'A form sent twice (a double click, a reload) is handled once',
    lasts: 'Until you close the tab or press Quick exit',
    source: 'src/lib/session-draft.ts',
  },
  {
    key: 'regmatch.promo-dismissed',
    area: 'sessionStorage',
    what: 'Dismissed banner',
    purpose: 'The promotion banner stays closed',
    lasts: 'Until you close the tab',
    source: 'src/features/content/components/promo-banner-key.ts',
  },
  {
    key: 'regmatch.locale',
    area: 'localStorage',
    what: 'Language choice',
    purpose: 'The site opens in the language you chose',
    lasts: 'Until you clear site data',
    source: 'src/app/layouts/locale-storage.ts',
  },
  {
    key: 'regmatch.localeOfferDismissed',
    area: 'localStorage',
    what: 'Language offer declined',
    purpose: 'The offer to switch to your browser’s language is not shown again',
    lasts: 'Until you clear site data',
    source: 'src/app/layouts/locale-storage.ts',
  },
  {
    key: 'regmatch:dashboard',
    area: 'localStorage',
    what: 'Dashboard link',
    purpose: 'Shows a Dashboard button to a signed-in firm or operator; holds no identity',
    lasts: 'Until sign-out',
    source: 'src/lib/session-hint.ts',
  },
  {
    key: 'regmatch-kept-files',
    area: 'IndexedDB',
    what: 'Logo kept during registration',
    purpose: 'A law firm’s chosen logo waits in the browser until its email address is confirmed, then is uploaded',
    lasts: 'Until the logo is uploaded or registration is abandoned in this browser',
    source: 'src/lib/kept-file.ts',
  },
  {
    key: 'firebaseLocalStorageDb',
    area: 'IndexedDB',
    what: 'Law firm and operator sign-in (Firebase Authentication)',
    purpose: 'Keeps a firm or operator signed in',
    lasts: 'Until they sign out',
    source: 'third-party',
  },
  {
    key: 'firebase-app-check-database',
    area: 'IndexedDB',
    what: 'App Check token (Firebase)',
    purpose: 'Proves to our servers that a form was sent from this site, not by a script',
    lasts: 'About an hour; renewed while the site is used',
    source: 'third-party',
  },
  {
    key: 'firebase-heartbeat-database',
    area: 'IndexedDB',
    what: 'Firebase SDK heartbeat',
    purpose: 'The Firebase SDK’s record of which of its parts ran today; holds no identity',
    lasts: 'A few days',
    source: 'third-party',
  },
  {
    key: '_grecaptcha',
    area: 'localStorage',
    what: 'reCAPTCHA (Google)',
    purpose: 'Google’s check that a form is sent by a person (App Check)',
    lasts: 'Until you clear site data',
    source: 'third-party',
  },
];
