import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { app } from './firebase-app';
import { EMULATOR_HOST, emulatorPorts, usingEmulators } from './firebase-config';

/** Firestore; importing this module downloads the Firestore SDK (the largest), so public pages never do. */
// Long polling auto-detection keeps listeners working behind proxies that break WebChannel.
export const db = initializeFirestore(app, { experimentalAutoDetectLongPolling: true });

// Wired once, at module load, never from a component.
if (usingEmulators) connectFirestoreEmulator(db, EMULATOR_HOST, emulatorPorts.firestore);
