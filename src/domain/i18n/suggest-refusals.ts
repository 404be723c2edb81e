/**
 * How the "Suggest a better translation" dialog words suggestTranslation's refusals (refusal-keys.ts
 * says how a table reads): the limit's minutes as sent, the refusals a visitor can act on in the
 * dialog's words, anything else as the dialog's "could not send" (suggest.error.failed).
 */
import type { CallableName } from '../callables';
import { AS_SENT, type CallableRefusals } from './refusal-words';

export const SUGGEST_REFUSALS = {
  suggestTranslation: {
    others: 'fallback',
    reasons: {
      'rate-limited': AS_SENT,
      'suggestion-slots-differ': 'suggest.error.placeholders',
      'suggestion-unchanged': 'suggest.error.unchanged',
      'suggestion-message-unknown': 'suggest.error.unknown',
    },
  },
} as const satisfies Partial<Record<CallableName, CallableRefusals>>;
