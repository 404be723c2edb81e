/**
 * CALLER_PROXY_HOPS (declared with the other params in config.ts) as a number of at least 1, unset: 1.
 * Read here rather than through config.ts, whose import registers the start-up check on every
 * function that merely counts a call.
 */
function callerProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number.parseInt(env.CALLER_PROXY_HOPS?.trim() || '1', 10);
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

/** '::ffff:1.2.3.4' (an IPv4 address seen on an IPv6 socket) is '1.2.3.4'. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The address a request came from, as the platform saw it. Every proxy appends the address it
 * received the request from to X-Forwarded-For, and anything before that is whatever the caller
 * wrote: a forged `X-Forwarded-For: 1.2.3.4` lands at the front (Google's front end appends to a
 * caller's header rather than replacing it). So the entry is counted from the right: `trustedHops`
 * is how many entries Google's own proxies append. With no header (the emulator) the socket peer is
 * it; with fewer entries than trusted proxies the request did not come the way we expect: ''.
 */
export function forwardedSource(forwardedFor: string | string[] | undefined, peer: string | undefined, trustedHops = 1): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return normaliseIp(peer ?? '');
  const seen = entries[entries.length - Math.max(1, trustedHops)];
  return seen ? normaliseIp(seen) : '';
}

/** What a callable's raw request offers to tell where it came from. */
export interface RawCaller {
  headers?: Record<string, string | string[] | undefined>;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The network address a callable's per-address rate limit counts. Never `rawRequest.ip`: Express
 * behind a trusting proxy setting reads the leftmost X-Forwarded-For entry there, which the caller
 * writes, so ten made-up headers were ten new addresses. CALLER_PROXY_HOPS (docs/deploy.md) says
 * how many entries Google's front ends append.
 */
export function callerAddressOf(raw: RawCaller | undefined, trustedHops: number = callerProxyHops()): string | undefined {
  if (!raw) return undefined;
  const peer = raw.socket?.remoteAddress ?? raw.ip;
  return forwardedSource(raw.headers?.['x-forwarded-for'], peer, trustedHops) || undefined;
}
