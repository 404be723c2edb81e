import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { app } from './firebase-app';
import { startAppCheck } from './firebase-app-check';
import { EMULATOR_HOST, emulatorPorts, FUNCTIONS_REGION, usingEmulators } from './firebase-config';

// Before the Functions service exists, so its first call already carries an App Check token.
export const appCheck = startAppCheck(app);

/** Callable functions; src/lib/callable.ts loads this module on the first call, not with the page. */
export const functions = getFunctions(app, FUNCTIONS_REGION);

// Wired once, at module load, never from a component.
if (usingEmulators) connectFunctionsEmulator(functions, EMULATOR_HOST, emulatorPorts.functions);
