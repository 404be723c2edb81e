/**
 * Response times in words, for public cards and the dashboard. No imports: the firm card loads
 * this on public pages, which must stay light (docs/performance.md).
 */

/** The public median response time covers leads answered in this many days. */
export const RESPONSE_STATS_WINDOW_DAYS = 90;

const MINUTE_MS = 60 * 1000;

/** '3 h 20 min', '45 min', '2 d 4 h' (at least one minute). */
export function duration(ms: number): string {
  const m = Math.max(1, Math.round(ms / MINUTE_MS));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** '3 h 20 min' for a response time given in minutes. */
export const formatResponseMinutes = (minutes: number) => duration(minutes * MINUTE_MS);

/** The public card's words for a firm's measured median: 'Median response: 3 h 20 min (last 90 days)'. */
export const medianResponseLabel = (minutes: number) =>
  `Median response: ${formatResponseMinutes(minutes)} (last ${RESPONSE_STATS_WINDOW_DAYS} days)`;
