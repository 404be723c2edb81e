import { test } from '@playwright/test';
import { startMailCatcher } from '../../scripts/lib/mail-catcher';

export { waitForEmail } from '../../scripts/lib/mail-catcher';

/** The trigger that sends a queued mail can take tens of seconds to start on a busy 2-core machine. */
export const MAIL_WAIT = 90_000;

/** Runs the mail catcher (the SMTP server the emulated functions send to) around a spec file's journeys. */
export function catchMail(): void {
  let stop: () => Promise<void> = async () => {};
  test.beforeAll(async () => {
    stop = await startMailCatcher();
  });
  test.afterAll(async () => {
    await stop();
  });
}
