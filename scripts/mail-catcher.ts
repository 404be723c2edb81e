// `npm start`'s mail catcher: maildev on this instance's ports (EMU_MAIL_SMTP_PORT / EMU_MAIL_WEB_PORT),
// refusing addresses at NO_MAILBOX_DOMAIN the way a real server refuses an unknown user. Runs until stopped.
import { NO_MAILBOX_DOMAIN, startMailCatcher } from './lib/mail-catcher';

const stop = await startMailCatcher();
console.log(`Mail catcher up; addresses at @${NO_MAILBOX_DOMAIN} bounce.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void stop().finally(() => process.exit(0));
  });
