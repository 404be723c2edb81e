export { rawEmail, waitForEmail } from '../../scripts/lib/mail-catcher';

/**
 * How long a journey waits for an email: the trigger that sends a queued mail can take tens of
 * seconds to start on a busy 2-core machine. The catcher itself runs for the whole run
 * (global-setup.ts).
 */
export const MAIL_WAIT = 90_000;
