import { initializeApp } from 'firebase/app';
import { firebaseConfig } from './firebase-config';

/** The one Firebase app; every service module (firebase-auth.ts, ...) builds on it. */
export const app = initializeApp(firebaseConfig);
