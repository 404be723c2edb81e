import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';

type Firestore = ReturnType<RulesTestContext['firestore']>;
type Storage = ReturnType<RulesTestContext['storage']>;

/** Identities used across rules tests. */
export const ACTORS = {
  freeFirm: { uid: 'u-free', token: { firmId: 'firm-free', email: 'free@firm.test' } },
  premiumFirm: { uid: 'u-premium', token: { firmId: 'firm-premium', email: 'premium@firm.test' } },
  plusFirm: { uid: 'u-plus', token: { firmId: 'firm-plus', email: 'plus@firm.test' } },
  otherFirm: { uid: 'u-other', token: { firmId: 'firm-other', email: 'other@firm.test' } },
  admin: { uid: 'u-admin', token: { admin: true, email: 'ops@regmatch.test' } },
  client: { uid: 'u-client', token: { email: 'someone@example.co.za' } },
} as const;

export type Actor = keyof typeof ACTORS;

/**
 * The browsers a rules test acts through: `as('premiumFirm')` is that firm's signed-in Firestore,
 * `anon()` a visitor's; `storageAs` and `anonStorage` the same for Storage. Every rules file
 * creates its environment in `beforeAll`, so the environment is read when a browser is asked for.
 */
export function actors(env: () => RulesTestEnvironment) {
  // One browser per actor and environment, as one person keeps one browser: each context is a
  // Firebase app with its own connection to the emulator, and a test file asks for the same few
  // actors hundreds of times. Every read and write still goes to the emulator and its rules; only
  // the app, its connection and its Firestore and Storage instances are reused (the SDK refuses
  // to point a started Firestore at the emulator a second time, so the instances are kept too).
  type Browser = { context: RulesTestContext; firestore?: Firestore; storage?: Storage };
  const browsers = new WeakMap<RulesTestEnvironment, Map<Actor | 'anon', Browser>>();
  const browserOf = (actor: Actor | 'anon'): Browser => {
    const current = env();
    const byActor = browsers.get(current) ?? new Map<Actor | 'anon', Browser>();
    browsers.set(current, byActor);
    let browser = byActor.get(actor);
    if (!browser) {
      const context =
        actor === 'anon'
          ? current.unauthenticatedContext()
          : current.authenticatedContext(ACTORS[actor].uid, ACTORS[actor].token);
      browser = { context };
      byActor.set(actor, browser);
    }
    return browser;
  };
  const firestoreOf = (actor: Actor | 'anon') => {
    const browser = browserOf(actor);
    return (browser.firestore ??= browser.context.firestore());
  };
  const storageOf = (actor: Actor | 'anon') => {
    const browser = browserOf(actor);
    return (browser.storage ??= browser.context.storage());
  };
  return {
    as: (actor: Actor) => firestoreOf(actor),
    anon: () => firestoreOf('anon'),
    storageAs: (actor: Actor) => storageOf(actor),
    anonStorage: () => storageOf('anon'),
  };
}

/** A browser's Firestore, as the web SDK sees it. */
export type BrowserDb = ReturnType<ReturnType<typeof actors>['anon']>;
