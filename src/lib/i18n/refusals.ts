/**
 * A link page's refusals in its language, by the callable it calls: its entry in the link pages'
 * table (src/domain/i18n/refusal-keys.ts) worded by refusal-wording.ts.
 */
import { REFUSAL_KEYS, type TranslatedCallable } from '@/domain/i18n/refusal-keys';
import type { ErrorWording } from '../error-message';
import { wordingOf, type RefusalWordingOptions } from './refusal-wording';

export function refusalWording(callable: TranslatedCallable, options: RefusalWordingOptions = {}): ErrorWording {
  return wordingOf(REFUSAL_KEYS[callable], options);
}
