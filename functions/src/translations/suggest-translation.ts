import { messageSource } from '@/domain/i18n/message-source';
import {
  keepsSlots,
  newTranslationSuggestionRecord,
  SUGGESTION_MESSAGES,
  type SuggestTranslationResult,
} from '@/domain/i18n/suggestions';
import { compiledMessage } from '@/domain/i18n/translate';
import { callable, callableError } from '../shared/callable';
import { writeNewSuggestion } from '../shared/suggestion-writes';

/**
 * "Suggest a better translation" (issue 38): a visitor's better words for one message of a
 * translated page. The message id is checked against the compiled catalog the site was built
 * with, and the English source and the current translation are taken from it, never from the
 * caller. Limited per network address and per message (TRANSLATION_SUGGESTION_LIMIT); nothing
 * about the visitor is stored.
 */
export const suggestTranslation = callable('suggestTranslation', {
  access: 'public',
  rateLimit: { subject: ({ locale, messageId }) => `${locale}:${messageId}` },
  handler: async ({ locale, messageId, text, note }): Promise<SuggestTranslationResult> => {
    const current = compiledMessage(locale, messageId);
    const english = compiledMessage('en', messageId);
    if (current === undefined || english === undefined)
      throw callableError('suggestion-message-unknown', SUGGESTION_MESSAGES.unknownMessage, 'messageId');
    const englishSource = messageSource(english);
    const currentSource = messageSource(current);
    if (!keepsSlots(text, englishSource))
      throw callableError('suggestion-slots-differ', SUGGESTION_MESSAGES.placeholders, 'text');
    if (text === currentSource) throw callableError('suggestion-unchanged', SUGGESTION_MESSAGES.unchanged, 'text');
    const suggestionId = await writeNewSuggestion(
      newTranslationSuggestionRecord({
        locale,
        messageId,
        english: englishSource,
        current: currentSource,
        text,
        note,
        at: new Date(),
      }),
    );
    return { suggestionId };
  },
});
