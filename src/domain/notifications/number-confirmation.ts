/**
 * A phone number receives nothing until its holder confirms it (docs/notifications.md, "A number
 * is confirmed first"): anyone can type a stranger's number into the wizard or a firm's Settings,
 * so the only message an unconfirmed number can get is one short request to reply YES, capped per
 * number, per number prefix and per day. And the SMS bill is watched: past a daily budget the
 * operator is told. Pure: the functions and their tests share it.
 */

/**
 * Replies that confirm a number, whatever the language the person writes in; compared as stop
 * words are (trimmed, case folded, trailing punctuation dropped). START confirms too: only the
 * number's holder can send it. The non-English words are our own choice and have NOT been
 * reviewed by a native speaker: isiZulu 'yebo', isiXhosa 'ewe', Afrikaans 'ja', Sepedi 'ee'.
 */
const CONFIRM_WORDS: readonly string[] = ['yes', 'y', 'start', 'yebo', 'ewe', 'ja', 'ee'];

export function isConfirmWord(text: string): boolean {
  const folded = text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s.!?,;:]+$/u, '');
  return CONFIRM_WORDS.includes(folded);
}

export const NUMBER_LIMITS = {
  /** Requests to confirm one number: one a day, and never more than three in all (a number that never answers is left alone). */
  asksPerNumberPerDay: 1,
  asksPerNumberEver: 3,
  /**
   * Requests to confirm numbers that share a prefix (the first 7 digits of the E.164 number,
   * '+2782123…' → '2782123'): SMS pumping walks through a range of numbers the attacker's carrier
   * owns, so a range gets at most this many a day.
   */
  asksPerPrefixPerDay: 5,
  /** Every message to one confirmed number in a day (a firm with many leads stays well below). */
  messagesPerNumberPerDay: 30,
} as const;

/** The number range a prefix cap counts: the first 7 digits of the E.164 number. */
export const numberPrefix = (e164: string) => e164.replace(/\D/g, '').slice(0, 7);

/** The day a cap counts in (UTC date, 'YYYY-MM-DD'). */
export const capDay = (now: number) => new Date(now).toISOString().slice(0, 10);

export const SMS_BUDGET = {
  /**
   * What one SMS costs us, in rand: BulkSMS's South African rate for standard-route messages at
   * our volume band is about R0.35 a part (their price list, checked 2026; update it with the plan).
   * A UNICODE or long message is several parts, so this is a floor.
   */
  costPerMessageZar: 0.35,
  /** Past this spend in a day (UTC), the operator is alerted once that day. */
  dailyBudgetZar: 150,
} as const;

/** True when the day's SMS count `after` is the first to pass the budget (the alert goes once). */
export function smsBudgetCrossed(before: number, after: number, budget: typeof SMS_BUDGET = SMS_BUDGET): boolean {
  const limit = budget.dailyBudgetZar / budget.costPerMessageZar;
  return before <= limit && after > limit;
}
