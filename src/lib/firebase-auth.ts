import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { app } from './firebase-app';
import { EMULATOR_HOST, emulatorPorts, usingEmulators } from './firebase-config';

/** Firebase Auth; importing this module downloads the Auth SDK, so only sign-in and session code does. */
export const auth = getAuth(app);

// Wired once, at module load, never from a component.
if (usingEmulators) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${emulatorPorts.auth}`, { disableWarnings: true });
