import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

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
  const signedIn = (actor: Actor) => env().authenticatedContext(ACTORS[actor].uid, ACTORS[actor].token);
  return {
    as: (actor: Actor) => signedIn(actor).firestore(),
    anon: () => env().unauthenticatedContext().firestore(),
    storageAs: (actor: Actor) => signedIn(actor).storage(),
    anonStorage: () => env().unauthenticatedContext().storage(),
  };
}

/** A browser's Firestore, as the web SDK sees it. */
export type BrowserDb = ReturnType<ReturnType<typeof actors>['anon']>;
