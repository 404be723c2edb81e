import {
  keepsSlots,
  SUGGESTION_MESSAGES,
  suggestionDecision,
  translationSuggestionDocumentSchema,
  type DecideTranslationSuggestionResult,
} from '@/domain/i18n/suggestions';
import { auditEntry } from '@/domain/shared/audit-entry';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { auditActor, writeAuditEntry } from '../shared/record-writes';
import { suggestionRef, writeSuggestionDecision } from '../shared/suggestion-writes';

/**
 * An operator or a translation reviewer accepts a suggestion (as suggested, or with their edit)
 * or declines it, once; audited. The catalogs record the reviewer's name from their claim (an
 * operator without one is recorded by their sign-in email): a reviewer cannot sign as someone else.
 */
export const decideTranslationSuggestion = callable('decideTranslationSuggestion', {
  access: 'reviewer',
  handler: async ({ suggestionId, decision, text }, caller): Promise<DecideTranslationSuggestionResult> => {
    const by = auditActor(caller);
    const reviewedBy = caller.reviewerName ?? caller.email ?? caller.uid!;
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(suggestionRef(suggestionId));
      if (!snap.exists) throw callableError('suggestion-not-found', SUGGESTION_MESSAGES.notFound, 'suggestionId');
      const stored = translationSuggestionDocumentSchema.parse(snap.data());
      if (stored.status !== 'pending') throw callableError('suggestion-decided', SUGGESTION_MESSAGES.decided);
      const acceptedText = text ?? stored.text;
      if (decision === 'accept' && !keepsSlots(acceptedText, stored.english))
        throw callableError('suggestion-slots-differ', SUGGESTION_MESSAGES.placeholders, 'text');
      const change = suggestionDecision({ decision, acceptedText, reviewedBy, decidedByUid: by.uid, at: new Date() });
      writeSuggestionDecision(tx, suggestionId, change);
      writeAuditEntry(
        tx,
        auditEntry({
          by,
          firmId: null,
          field: 'translation-suggestion',
          before: 'pending',
          after: change.status,
          note: `${stored.locale} ${stored.messageId} (${suggestionId})`,
        }),
      );
      return { status: change.status, acceptedText: change.acceptedText, reviewedBy };
    });
  },
});
