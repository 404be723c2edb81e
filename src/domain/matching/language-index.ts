/**
 * firmLanguageIndex/{language}_{firmId}: one server-only document per listed firm and non-English
 * language it speaks, holding the same match keys, status, rating and plan rank as its
 * firmMatchIndex document plus the language. The executor (match-executor.ts) reads a level's
 * speakers of the client's language from it in the same tie-break order, so putting them first
 * costs a few reads instead of reading the whole level.
 *
 * Separate documents rather than a per-language field on firmMatchIndex: a composite index per
 * language over the match keys would add a firm's keys once per language it speaks to that one
 * document's index entries (up to 11 x MAX_MATCH_KEYS, far past Firestore's 40,000 per document);
 * here every document stays within the bound match-bounds.ts proves. The id starts with the
 * language, so within one language's query the id order is the firm id order the scorer uses.
 */
import { indexedLanguages, PREFERENCE_LANGUAGES } from './language-fit';
import { firmMatchIndex } from './match-keys';

export interface FirmLanguageIndex {
  language: string;
  firmId: string;
  status: 'active' | 'inactive';
  rating: number;
  planRank: number;
  matchKeys: string[];
}

export const languageIndexId = (language: string, firmId: string) => `${language}_${firmId}`;

/** Every id a firm's language documents can have, so a writer can delete the ones it no longer implies. */
export const allLanguageIndexIds = (firmId: string) => PREFERENCE_LANGUAGES.map((language) => languageIndexId(language, firmId));

/** The language documents a stored firm profile implies: none unless the firm is listed. */
export function firmLanguageIndexes(firmId: string, profile: Record<string, unknown>): FirmLanguageIndex[] {
  const index = firmMatchIndex(profile);
  if (index.status !== 'active') return [];
  return indexedLanguages(profile.languages).map((language) => ({
    language,
    firmId,
    status: index.status,
    rating: index.rating,
    planRank: index.planRank,
    matchKeys: index.matchKeys,
  }));
}
