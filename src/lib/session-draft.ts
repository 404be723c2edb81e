/**
 * Drafts of half-filled forms (the matching wizard, firm registration, the featured-firm request) kept for the browser tab's
 * session, so a reload or an accidental Back does not lose what was typed. sessionStorage only:
 * the draft dies with the tab, never reaches a server, and the quick exit wipes every draft.
 * Callers decide what goes in (never a password, never a file) and parse what comes out: a stored
 * draft is untrusted input (another version of the app, or a person editing storage, wrote it).
 */
const PREFIX = 'regmatch.draft.';

export type DraftName = 'matching-wizard' | 'firm-registration' | 'featured-request';

export function readDraft<T>(name: DraftName, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + name);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null; // no storage (server render, blocked storage) or a damaged draft: start afresh
  }
}

export function writeDraft(name: DraftName, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // storage blocked or full: the form still works, it just does not survive a reload
  }
}

export function clearDraft(name: DraftName): void {
  try {
    sessionStorage.removeItem(PREFIX + name);
  } catch {
    // nothing stored
  }
}

/** Every draft this tab holds (the quick exit leaves nothing typed behind). */
export function clearAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PREFIX) || key.startsWith(KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // nothing stored
  }
}

/** A plain object (not an array, not null), for parsers of stored drafts. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One idempotency key per submission (src/domain/shared/request-guards.ts): made at the first attempt and
 * kept for the tab's session, so a reload, Back/Forward or a second click while the first request
 * is still on its way sends the same key and the server answers the first result instead of making
 * a second lead. Forget it once the answer has been shown: the next submission is a new request.
 */
const KEY_PREFIX = 'regmatch.submission.';

export type SubmissionName = 'matching-wizard' | `featured-request:${string}`;

export function newSubmissionKey(): string {
  // crypto.randomUUID needs a secure context; localhost and https are. The fallback is for old browsers.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function submissionKey(name: SubmissionName): string {
  try {
    const kept = sessionStorage.getItem(KEY_PREFIX + name);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const key = newSubmissionKey();
    sessionStorage.setItem(KEY_PREFIX + name, key);
    return key;
  } catch {
    return newSubmissionKey(); // no storage: still one key per attempt, just not across a reload
  }
}

export function forgetSubmissionKey(name: SubmissionName): void {
  try {
    sessionStorage.removeItem(KEY_PREFIX + name);
  } catch {
    // nothing stored
  }
}
