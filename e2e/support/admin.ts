import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** Admin SDK against the emulators, for journeys that check the documents they produced. */
const app =
  getApps()[0] ?? initializeApp({ projectId: process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch' });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);
