import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { app } from './firebase-app';
import { EMULATOR_HOST, emulatorPorts, storageAvailable, usingEmulators } from './firebase-config';

/**
 * Storage, or null where it cannot run (a local run without the Storage emulator's runtime).
 * Callers check `storageAvailable` (firebase.ts) or this value and explain when uploads are off.
 */
export const storage: FirebaseStorage | null = storageAvailable ? getStorage(app) : null;

// Wired once, at module load, never from a component.
if (storage && usingEmulators && emulatorPorts.storage !== null)
  connectStorageEmulator(storage, EMULATOR_HOST, emulatorPorts.storage);
