// Callables and triggers of this area; functions/src/index.ts re-exports them.
import { inEmulator } from '../shared/config';
import { mailSweepRun as sweepRun } from './mail-sweep-trigger';

export { deliverMail, retryMail } from './deliver-mail';

/** Runs the mail sweeper on demand in emulator runs; never deployed (see payments/index.ts). */
export const mailSweepRun = inEmulator() ? sweepRun : undefined;
