// `npm start`'s messaging simulator: WhatsApp Cloud API and BulkSMS stand-ins with a web inbox, on
// this instance's port (EMU_MESSAGING_PORT), posting replies and statuses to the local webhook.
import { startMessagingSimulator, webhookUrlFor } from './lib/messaging-simulator';

const simulator = await startMessagingSimulator({
  webhookUrl: webhookUrlFor(process.env.EMU_FUNCTIONS_PORT ?? '5001', process.env.EMU_PROJECT_ID ?? 'demo-regmatch'),
});
console.log(`Messaging simulator up on http://127.0.0.1:${simulator.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void simulator.stop().finally(() => process.exit(0));
  });
