/**
 * Firebase configuration, emulator wiring and what this run offers, without any Firebase code:
 * pages may read these (e.g. whether uploads work here) and still download no SDK.
 */

/** Region of every callable: the one the functions deploy to. */
export { FUNCTIONS_REGION } from '@/domain/shared/site';

const env = import.meta.env;
export const usingEmulators = env.VITE_USE_EMULATORS === 'true';
// Read as import.meta.env.X so a production build (which vite.config.ts refuses without these)
// folds the demo fallbacks away and never ships them.
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-regmatch';

export const firebaseConfig = {
  projectId,
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  appId: import.meta.env.VITE_FIREBASE_APP_ID || 'demo-app',
};

/** Where each emulator listens when VITE_USE_EMULATORS is set; every service connects once, when its module loads. */
export const EMULATOR_HOST = '127.0.0.1';
export const emulatorPorts = {
  auth: Number(env.VITE_EMULATOR_AUTH_PORT || 9099),
  firestore: Number(env.VITE_EMULATOR_FIRESTORE_PORT || 8080),
  functions: Number(env.VITE_EMULATOR_FUNCTIONS_PORT || 5001),
  /** Absent when the Storage emulator cannot run here. */
  storage: env.VITE_EMULATOR_STORAGE_PORT ? Number(env.VITE_EMULATOR_STORAGE_PORT) : null,
};

/**
 * Storage only exists where it can run: in production, or locally when the Storage emulator's
 * runtime is available. Known without loading the Storage SDK, so forms can say so up front.
 */
export const storageAvailable = !usingEmulators || emulatorPorts.storage !== null;
