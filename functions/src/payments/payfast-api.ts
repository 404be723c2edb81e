import { payfastCredentials, payfastEndpoints, type PayfastCredentials, type PayfastEndpoints } from './payfast-config';
import { apiSignature } from './payfast-signature';

/** PayFast's API timestamp: ISO 8601 to the second with an offset, e.g. 2026-11-22T15:04:05+00:00. */
function apiTimestamp(now: Date): string {
  return `${now.toISOString().slice(0, 19)}+00:00`;
}

function apiHeaders(credentials: PayfastCredentials, now: Date, params: Record<string, string> = {}): Record<string, string> {
  const base = { 'merchant-id': credentials.merchantId, version: 'v1', timestamp: apiTimestamp(now) };
  return { ...base, signature: apiSignature({ ...base, ...params }, credentials.passphrase) };
}

export type CancelResult = 'cancelled' | 'already-gone' | 'failed';

/**
 * PUT /subscriptions/{token}/cancel with signed headers. A 404 means PayFast no longer has the
 * subscription (already cancelled there), which is as good as cancelled for us.
 */
export async function cancelPayfastSubscription(
  token: string,
  options: { credentials?: PayfastCredentials; endpoints?: PayfastEndpoints; now?: Date } = {},
): Promise<{ result: CancelResult; status: number; detail: string }> {
  const credentials = options.credentials ?? payfastCredentials();
  const endpoints = options.endpoints ?? payfastEndpoints();
  const url = `${endpoints.api}/subscriptions/${encodeURIComponent(token)}/cancel${endpoints.apiQuery}`;
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { ...apiHeaders(credentials, options.now ?? new Date()), 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    const detail = (await response.text()).slice(0, 300);
    if (response.ok) return { result: 'cancelled', status: response.status, detail };
    if (response.status === 404) return { result: 'already-gone', status: 404, detail };
    return { result: 'failed', status: response.status, detail };
  } catch (error) {
    return { result: 'failed', status: 0, detail: (error as Error).message };
  }
}
