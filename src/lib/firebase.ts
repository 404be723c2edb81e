import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';

/** Region of every callable; must equal functions/src/shared/config.ts. */
export const FUNCTIONS_REGION = 'africa-south1';

const env = import.meta.env;
export const usingEmulators = env.VITE_USE_EMULATORS === 'true';
// Read as import.meta.env.X so a production build (which vite.config.ts refuses without these)
// folds the demo fallbacks away and never ships them.
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-regmatch';

export const app = initializeApp({
  projectId,
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  appId: import.meta.env.VITE_FIREBASE_APP_ID || 'demo-app',
});

export const auth = getAuth(app);
// Long polling auto-detection keeps listeners working behind proxies that break WebChannel.
export const db = initializeFirestore(app, { experimentalAutoDetectLongPolling: true });
export const functions = getFunctions(app, FUNCTIONS_REGION);

/**
 * Storage only exists where it can run: in production, or locally when the Storage emulator's
 * runtime is available. Callers check `storage` and explain when uploads are off.
 */
const storagePort = env.VITE_EMULATOR_STORAGE_PORT;
export const storage: FirebaseStorage | null = !usingEmulators || storagePort ? getStorage(app) : null;

// Emulators are wired once, at module load, never from a component.
if (usingEmulators) {
  const host = '127.0.0.1';
  connectAuthEmulator(auth, `http://${host}:${env.VITE_EMULATOR_AUTH_PORT || 9099}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, Number(env.VITE_EMULATOR_FIRESTORE_PORT || 8080));
  connectFunctionsEmulator(functions, host, Number(env.VITE_EMULATOR_FUNCTIONS_PORT || 5001));
  if (storage && storagePort) connectStorageEmulator(storage, host, Number(storagePort));
}
