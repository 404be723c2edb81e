/**
 * How long the product keeps what it stores. The privacy policy prints these numbers, the TTL
 * fields are computed from them, and the nightly retention job (functions/src/retention) applies
 * them: one set of constants, so the promise and the practice cannot disagree.
 */
export const RETENTION = {
  /** Queued emails (addresses, links): deleted by the TTL policy on `mail.expireAt`. */
  mailDays: 30,
  /** A client's name, contact details and description on a lead: removed after this, the rest kept for figures. */
  leadPersonalInfoMonths: 12,
  /** The matching wizard's contact record (name, email, consent). */
  contactMonths: 12,
  /** Contact Us messages. */
  contactMessageMonths: 12,
  /** Open-lead release links expire after this and are then deleted by the TTL policy. */
  leadReleaseDays: 30,
  /** Links to review a firm expire after this and are then deleted by the TTL policy. */
  reviewInviteDays: 60,
  /**
   * A firm registration whose address was never confirmed: closed (firm, account, name and domain
   * claims, login) this long after it was made. The first link works 7 days and a resent one
   * another 7 (never past this), so nobody who still can confirm loses the account; after it, the
   * name and domain are free for their real owner and a stranger's typed-in details are not kept.
   */
  unconfirmedRegistrationDays: 14,
  /** A legal-updates subscription never confirmed: deleted (TTL on `expireAt`) this long after the last request. */
  legalUpdatePendingDays: 30,
  /**
   * An unsubscribed address: its record (consent and when it was withdrawn) is kept this long as
   * proof that the withdrawal was honoured, then deleted (TTL on `expireAt`).
   */
  legalUpdateUnsubscribedDays: 365,
  /**
   * A firm account nobody has signed in to (or stayed signed in to) for this long is closed the way
   * a firm closes itself, after the two warnings of INACTIVE_FIRM_WARNING_DAYS (the spec's 12 months).
   */
  inactiveFirmDays: 365,
  /**
   * A translation suggestion (issue 38: a visitor's words for a page and their note, the reviewer's
   * name): deleted this long after a reviewer accepted or declined it, or this long after it was
   * sent while nobody has. Accepted words live on in the catalogs, which are the site's own text.
   */
  translationSuggestionMonths: 12,
} as const;

/** Days without a sign-in after which an inactive firm is warned by email: about 11 and 11.5 months. */
export const INACTIVE_FIRM_WARNING_DAYS = { first: 335, second: 350 } as const;

/**
 * The step an inactive firm is due for, given the days since its last sign-in and the warnings
 * already sent (with when): each step waits for the days between it and the one before, so a
 * firm found late (a first run, a missed night) still gets both warnings with their full notice.
 */
export function inactivityStep(
  inactiveDays: number,
  sent: { first?: number; second?: number },
  now: number,
): 'first-warning' | 'second-warning' | 'close' | null {
  const { first, second } = INACTIVE_FIRM_WARNING_DAYS;
  const waited = (at: number | undefined, days: number) => at !== undefined && now - at >= days * DAY_MS;
  if (sent.second !== undefined)
    return inactiveDays >= RETENTION.inactiveFirmDays && waited(sent.second, RETENTION.inactiveFirmDays - second)
      ? 'close'
      : null;
  if (sent.first !== undefined) return inactiveDays >= second && waited(sent.first, second - first) ? 'second-warning' : null;
  return inactiveDays >= first ? 'first-warning' : null;
}

/** The day a warning names: the account closes on it at the earliest. */
export function inactiveFirmClosesAt(lastActiveAt: number, step: 'first-warning' | 'second-warning', now: number): number {
  const { first, second } = INACTIVE_FIRM_WARNING_DAYS;
  const notice = step === 'first-warning' ? RETENTION.inactiveFirmDays - first : RETENTION.inactiveFirmDays - second;
  return Math.max(lastActiveAt + RETENTION.inactiveFirmDays * DAY_MS, now + notice * DAY_MS);
}

export const DAY_MS = 86_400_000;

/** The same calendar day `months` months earlier (clamped: 31 March minus one month is 28/29 February). */
export function monthsBefore(now: number, months: number): number {
  const d = new Date(now);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target.getTime();
}

/** When the retention job closes a registration made at `createdAt` (epoch millis) if never confirmed. */
export function unconfirmedRegistrationClosesAt(createdAt: number): number {
  return createdAt + RETENTION.unconfirmedRegistrationDays * DAY_MS;
}

/** Everything the retention job removes is older than these instants. */
export function retentionCutoffs(now: number) {
  return {
    leadPersonalInfo: monthsBefore(now, RETENTION.leadPersonalInfoMonths),
    contacts: monthsBefore(now, RETENTION.contactMonths),
    contactMessages: monthsBefore(now, RETENTION.contactMessageMonths),
    unconfirmedRegistrations: now - RETENTION.unconfirmedRegistrationDays * DAY_MS,
    /** Decided suggestions by their decision, open ones by when they were sent. */
    translationSuggestions: monthsBefore(now, RETENTION.translationSuggestionMonths),
  };
}

/** Fields of a lead's formData that identify the client or tell their story; retention and erasure remove them. */
export const LEAD_PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'contactName',
  'email',
  'phone',
  'description',
  'additionalDetails',
] as const;
