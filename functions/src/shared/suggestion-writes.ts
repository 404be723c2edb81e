import type { Transaction } from 'firebase-admin/firestore';
import type { newTranslationSuggestionRecord, suggestionDecision, suggestionExported } from '@/domain/i18n/suggestions';
import { collections } from './documents';
import { storedFields } from './stored-fields';

/**
 * The functions' one writer of translationSuggestions/{id}: it takes only what the record's owner
 * (src/domain/i18n/suggestions.ts) builds, so a field the control panel's reader does not know
 * fails the typecheck instead of being stored.
 */

/** Stores a new suggestion; answers its id. */
export async function writeNewSuggestion(record: ReturnType<typeof newTranslationSuggestionRecord>): Promise<string> {
  const ref = collections.translationSuggestions().doc();
  await ref.create(storedFields(record));
  return ref.id;
}

export const suggestionRef = (id: string) => collections.translationSuggestions().doc(id);

/** Records a decision on a suggestion in the caller's transaction. */
export function writeSuggestionDecision(tx: Transaction, id: string, decision: ReturnType<typeof suggestionDecision>): void {
  tx.update(suggestionRef(id), storedFields(decision));
}

/** Records that a patch file held an accepted suggestion, in the exporting transaction. */
export function writeSuggestionExported(tx: Transaction, id: string, exported: ReturnType<typeof suggestionExported>): void {
  tx.update(suggestionRef(id), storedFields(exported));
}
