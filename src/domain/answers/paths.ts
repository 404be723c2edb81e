/**
 * The client's pages for a firm's answer and a booked consultation: the links the answer's and
 * the booking's emails and WhatsApp/SMS alerts carry (one token each, see contract.ts). The
 * router registers these paths (and their /{locale}/ forms) for the pages; the emails build links
 * with these functions, so a link can never name a route the router does not have.
 */
import { localizedPath } from '../shared/locale-paths';
import type { Locale } from '../shared/locales';

export const ANSWER_PATHS = {
  /** The firm's answer: the estimate, the times, and the client's four choices (book, none suit, close, send on). */
  answer: '/my-request/answer',
  /** A booked consultation: its time and place, move or cancel with a reason. */
  consultation: '/my-request/consultation',
} as const;

/** The answer page for one answer link (or my-request token). */
export function answerPath(token: string, locale: Locale = 'en'): string {
  return `${localizedPath(ANSWER_PATHS.answer, locale)}?${new URLSearchParams({ token }).toString()}`;
}

/** The consultation page for one booking link (or my-request token). */
export function consultationPath(token: string, locale: Locale = 'en'): string {
  return `${localizedPath(ANSWER_PATHS.consultation, locale)}?${new URLSearchParams({ token }).toString()}`;
}
