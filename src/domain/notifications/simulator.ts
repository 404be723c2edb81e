/**
 * The local messaging simulator (scripts/messaging-simulator.ts) and the functions agree on these
 * stand-in credentials in emulator runs only: the functions never read them outside the emulator,
 * and `npm run check:deploy` refuses base URLs that are not the real providers'.
 */
export const SIMULATOR_CREDENTIALS = {
  whatsappAccessToken: 'simulator-access-token',
  whatsappAppSecret: 'simulator-app-secret',
  whatsappVerifyToken: 'simulator-verify-token',
  /** BulkSMS token as `id:secret` (HTTP Basic). */
  smsToken: 'simulator-token-id:simulator-token-secret',
  /** The key in the SMS webhook's URL (`smsWebhook?key=`). */
  smsWebhookKey: 'simulator-sms-webhook-key',
  phoneNumberId: '100000000000001',
} as const;

/** The Graph API version the client calls (in WHATSAPP_API_BASE). */
export const GRAPH_API_VERSION = 'v21.0';

/** The production base URLs; check:deploy requires these (or the documented regional equivalents). */
export const PROVIDER_BASE_URLS = {
  whatsapp: `https://graph.facebook.com/${GRAPH_API_VERSION}`,
  sms: 'https://api.bulksms.com/v1',
} as const;

/** Port of the simulator: 1082, shifted by ten per EMU_INSTANCE like every other local port. */
export const MESSAGING_SIMULATOR_BASE_PORT = 1082;
