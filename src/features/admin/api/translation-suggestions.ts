import { getDocs, limit, query, where } from 'firebase/firestore';
import type {
  DecideTranslationSuggestionResult,
  ExportTranslationSuggestionsResult,
  SetTranslationReviewerInput,
  SetTranslationReviewerResult,
  TranslationSuggestion,
} from '@/domain/i18n/suggestions';
import { call } from '@/lib/callable';
import { translationSuggestionsRef } from '@/lib/firestore';

/** More than a reviewer gets through in a sitting; the oldest come first. */
const LIST_LIMIT = 200;

async function withStatus(status: TranslationSuggestion['status']): Promise<TranslationSuggestion[]> {
  // One equality filter needs no composite index; the list is sorted here.
  const docs = (await getDocs(query(translationSuggestionsRef(), where('status', '==', status), limit(LIST_LIMIT)))).docs;
  return docs.map((d) => d.data()).sort((a, b) => a.createdAt - b.createdAt);
}

/** Suggestions waiting for a decision, oldest first (operators and reviewers, by rules). */
export const listPendingSuggestions = () => withStatus('pending');

/** The patch file of the accepted suggestions no earlier file held (recorded as exported), or the last file again. */
export function exportSuggestions(again: boolean): Promise<ExportTranslationSuggestionsResult> {
  return call('exportTranslationSuggestions', { again });
}

export function decideSuggestion(
  suggestionId: string,
  decision: 'accept' | 'decline',
  text?: string,
): Promise<DecideTranslationSuggestionResult> {
  return call('decideTranslationSuggestion', { suggestionId, decision, ...(text === undefined ? {} : { text }) });
}

export function setTranslationReviewer(input: SetTranslationReviewerInput): Promise<SetTranslationReviewerResult> {
  return call('setTranslationReviewer', input);
}
