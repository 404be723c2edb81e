import { Timestamp } from 'firebase-admin/firestore';
import {
  SUGGESTION_EXPORT_LIMIT,
  suggestionExported,
  suggestionPatch,
  translationSuggestionDocumentSchema,
  type ExportTranslationSuggestionsResult,
  type TranslationSuggestion,
} from '@/domain/i18n/suggestions';
import { auditEntry } from '@/domain/shared/audit-entry';
import { db } from '../shared/admin';
import { callable } from '../shared/callable';
import { collections } from '../shared/documents';
import { auditActor, writeAuditEntry } from '../shared/record-writes';
import { writeSuggestionExported } from '../shared/suggestion-writes';

/** Accepted and in no file yet, oldest decision first (index: status, exportedAt, decidedAt). */
const waiting = () =>
  collections.translationSuggestions().where('status', '==', 'accepted').where('exportedAt', '==', null).orderBy('decidedAt');

const read = (doc: { id: string; data(): unknown }): TranslationSuggestion => ({
  ...translationSuggestionDocumentSchema.parse(doc.data()),
  id: doc.id,
});

/**
 * The control panel's patch file (issue 38): the accepted suggestions no earlier file held, each
 * recorded as exported (when, by whom) in the same transaction that reads them, so two reviewers
 * downloading at once never both get one; audited. `again` answers the last file as it was, for a
 * download that got lost, and records nothing. Why a file holds only what is new: suggestions.ts.
 */
export const exportTranslationSuggestions = callable('exportTranslationSuggestions', {
  access: 'reviewer',
  handler: async ({ again }, caller): Promise<ExportTranslationSuggestionsResult> => {
    const by = auditActor(caller);
    if (again) return { patch: await lastExport(), left: (await waiting().count().get()).data().count };
    const exportedBy = caller.reviewerName ?? caller.email ?? by.uid;
    const at = new Date();
    const patch = await db.runTransaction(async (tx) => {
      const docs = (await tx.get(waiting().limit(SUGGESTION_EXPORT_LIMIT))).docs;
      if (docs.length === 0) return null;
      for (const doc of docs) writeSuggestionExported(tx, doc.id, suggestionExported({ at, by: exportedBy }));
      const rows = docs.map(read);
      writeAuditEntry(
        tx,
        auditEntry({
          by,
          firmId: null,
          field: 'translation-export',
          before: 'accepted',
          after: 'exported',
          note: `${rows.length} in one file: ${rows.map((s) => `${s.locale} ${s.messageId}`).join(', ')}`.slice(0, 1000),
        }),
      );
      return suggestionPatch(rows, { at: at.getTime(), by: exportedBy });
    });
    return { patch, left: (await waiting().count().get()).data().count };
  },
});

/** The last file exported, rebuilt from the suggestions it recorded; null when none was. */
async function lastExport(): Promise<ExportTranslationSuggestionsResult['patch']> {
  const latest = (await collections.translationSuggestions().orderBy('exportedAt', 'desc').limit(1).get()).docs[0];
  const last = latest && read(latest);
  if (!last || last.exportedAt === null || last.exportedBy === null) return null;
  const held = await collections.translationSuggestions().where('exportedAt', '==', Timestamp.fromMillis(last.exportedAt)).get();
  return suggestionPatch(held.docs.map(read), { at: last.exportedAt, by: last.exportedBy });
}
