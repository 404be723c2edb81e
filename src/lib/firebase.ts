/**
 * Firebase, split per service so a page downloads only the SDKs it uses:
 * - firebase-config.ts: configuration and emulator ports (no Firebase code; re-exported here);
 * - firebase-app.ts: the app; firebase-auth.ts, firebase-firestore.ts, firebase-functions.ts,
 *   firebase-storage.ts: one service each, connecting its emulator once, when the module loads.
 * Feature api/ files import a service module directly (their route chunk then carries that SDK)
 * or, for a step that needs it late, await a loader below. Public content pages load none of them.
 * This module itself holds no Firebase code.
 */
export * from './firebase-config';

export const loadAuth = async () => (await import('./firebase-auth')).auth;
export const loadStorage = async () => (await import('./firebase-storage')).storage;
