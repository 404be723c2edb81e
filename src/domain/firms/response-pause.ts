/**
 * The response pause as stored and called (the rule and its words: response-pause-rule.ts).
 * firms/{id}.responsePause is written by functions only: the lapse trigger pauses, the firm's
 * resumeMatching callable resumes.
 */
import { z } from 'zod';
import { storedDateSchema } from '../shared/stored-date';
import { RESPONSE_PAUSE_MESSAGES } from './response-pause-rule';

export * from './response-pause-rule';

/** Who the audit log names for a pause: the lapse trigger, not a person. */
export const RESPONSE_PAUSE_ACTOR = { uid: 'system:response-pause', email: null } as const;

/**
 * firms/{id}.responsePause, written by functions only. `pausedAt` is set while the firm is paused
 * (null once it resumed); `lapses` is how many lapsed leads paused it (0 after a resume);
 * `resumedAt` is the last time the firm confirmed it is taking clients: lapses at or before it
 * never count again. Absent on a firm that was never paused.
 */
export const responsePauseSchema = z.strictObject({
  pausedAt: storedDateSchema.nullable(),
  lapses: z.number().int().nonnegative(),
  resumedAt: storedDateSchema.nullable(),
});

/** resumeMatching: the firm confirms it is taking clients again. */
export const resumeMatchingInputSchema = z
  .object({ confirm: z.literal(true, { error: RESPONSE_PAUSE_MESSAGES.confirmRequired }) })
  .strict();
export interface ResumeMatchingResult {
  firmId: string;
  listed: boolean;
}
