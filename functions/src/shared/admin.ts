import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin app per process; the emulators are picked up from the environment variables
// that firebase-tools sets (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST).
if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const auth = getAuth();
