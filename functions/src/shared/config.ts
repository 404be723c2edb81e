import { setGlobalOptions } from 'firebase-functions/v2';

/** Every function deploys next to its users; the emulator accepts any region. */
export const REGION = 'africa-south1';

setGlobalOptions({ region: REGION, maxInstances: 10 });
