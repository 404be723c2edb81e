/**
 * The response pause rule, without zod so the home page can say it from the same constants (see
 * response-pause.ts for the stored field and the callable's input): a firm that lets
 * LAPSES_BEFORE_PAUSE leads lapse unanswered (their response clock ran out,
 * docs/response-clock.md) within LAPSE_WINDOW_DAYS is paused from matching until it confirms it
 * is taking clients again.
 *
 * Pure: the lapse trigger (functions/src/leads/on-lead-lapsed.ts) asks `mustPauseForLapses` with
 * the lapse times it read, and the firm writers derive `listed` through `isResponsePaused`.
 */

/** Lapsed leads within the window that pause a firm. */
export const LAPSES_BEFORE_PAUSE = 3;
/** The window, in days, back from the latest lapse. */
export const LAPSE_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
export const LAPSE_WINDOW_MS = LAPSE_WINDOW_DAYS * DAY_MS;

/** Whether a stored firm is paused from matching (read by isFirmListed). */
export function isResponsePaused(firm: { responsePause?: unknown }): boolean {
  const pause = firm.responsePause as { pausedAt?: unknown } | null | undefined;
  return pause !== null && pause !== undefined && pause.pausedAt !== null && pause.pausedAt !== undefined;
}

/**
 * The lapse times (epoch ms) that count at `now`: within the window that ends at `now`
 * (later than now − 30 days, not after now) and after the last resume. A lapse exactly 30 days old
 * has left the window.
 */
export function countedLapses(lapseTimes: readonly number[], now: number, resumedAt: number | null): number[] {
  const from = Math.max(now - LAPSE_WINDOW_MS, resumedAt ?? -Infinity);
  return lapseTimes.filter((t) => t > from && t <= now).sort((a, b) => a - b);
}

/** Whether the firm must be paused at `now`: enough counted lapses and not paused already. */
export function mustPauseForLapses(
  lapseTimes: readonly number[],
  now: number,
  pause: { pausedAt: unknown; resumedAt: number | null } | null,
): boolean {
  if (pause && pause.pausedAt !== null && pause.pausedAt !== undefined) return false;
  return countedLapses(lapseTimes, now, pause?.resumedAt ?? null).length >= LAPSES_BEFORE_PAUSE;
}

const spelled = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (n: number) => spelled[n] ?? String(n);

/** 'three requests unanswered in 30 days': the rule in words, from the constants. */
export const RESPONSE_PAUSE_RULE = `${inWords(LAPSES_BEFORE_PAUSE)} requests unanswered in ${LAPSE_WINDOW_DAYS} days`;

export const RESPONSE_PAUSE_MESSAGES = {
  /** The home page's promise, made true by the pause. */
  homePromise: `we pause firms that leave ${RESPONSE_PAUSE_RULE} until they confirm they are taking clients`,
  bannerTitle: 'Paused from matching',
  banner: (lapses: number) =>
    `${lapses} of your leads went unanswered past their response deadline within ${LAPSE_WINDOW_DAYS} days, so clients are not matched with your firm for now. Your existing leads stay in your dashboard. When you are ready to contact new clients promptly, confirm below and your firm is matched again at once.`,
  confirm: "I'm taking clients again",
  confirming: 'Returning you to matching...',
  resumed: 'Welcome back: your firm is matched with clients again.',
  notPaused: 'Your firm is not paused: it is already matched with clients.',
  openLeads:
    'Your firm is paused from matching, so it cannot see or accept open leads. Confirm above that you are taking clients again.',
  adminBadge: 'Paused (no response)',
  resumeReason: 'The firm confirmed it is taking clients again',
  confirmRequired: 'Please confirm that you are taking clients again',
} as const;
