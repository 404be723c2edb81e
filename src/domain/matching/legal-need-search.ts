import { LOCALE_PHRASES } from './locale-phrases';
import { findSubcategoryByName } from './practice-areas';
import { SEARCH_PHRASES } from './search-phrases';
import { LEGAL_CATEGORIES, type LegalCategory, type LegalSubcategory } from './taxonomy';

/** Suggestions start once the input is longer than one character. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 5;
export const NO_MATCH_TEXT = 'No direct matches. Try rephrasing or browse common areas.';
export const INVALID_PRACTICE_AREA_MESSAGE =
  'Please select a valid practice area from the suggestions, or try rephrasing your search.';

export interface LegalNeedSuggestion {
  subcategoryId: string;
  subcategoryName: string;
  categoryId: string;
  categoryName: string;
  /** Present when the suggestion came from an informal phrase rather than the name itself. */
  matchedPhrase?: string;
}

// Apostrophes are dropped so "won't" and "wont" (both common on phones) find the same phrase, and
// diacritics folded so Sepedi 'tšhelete' is found as 'tshelete' and Afrikaans 'dissiplinêre' without its hat.
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every locale's name and phrases for a subcategory (locale-phrases/), after the English phrases. */
const localeWords = (subcategoryId: string): string[] =>
  Object.values(LOCALE_PHRASES).flatMap((words) => {
    const area = words[subcategoryId];
    return area ? [area.name, ...area.phrases] : [];
  });

interface SearchEntry {
  category: LegalCategory;
  subcategory: LegalSubcategory;
  nameKey: string;
  phrases: { text: string; key: string }[];
}

const SEARCH_ENTRIES: readonly SearchEntry[] = LEGAL_CATEGORIES.flatMap((category) =>
  category.subcategories.map((subcategory) => ({
    category,
    subcategory,
    nameKey: searchKey(subcategory.name),
    phrases: [...(SEARCH_PHRASES[subcategory.id] ?? []), ...localeWords(subcategory.id)].map((text) => ({
      text,
      key: searchKey(text),
    })),
  })),
);

const toSuggestion = (entry: SearchEntry, matchedPhrase?: string): LegalNeedSuggestion => ({
  subcategoryId: entry.subcategory.id,
  subcategoryName: entry.subcategory.name,
  categoryId: entry.category.id,
  categoryName: entry.category.name,
  ...(matchedPhrase === undefined ? {} : { matchedPhrase }),
});

/**
 * Suggestions for the legal-need box. Name matches come first because a client who types part of
 * a formal name is nearly done; phrase matches follow. Both lists keep taxonomy order so the same
 * query always gives the same list.
 */
export function searchLegalNeeds(query: string): LegalNeedSuggestion[] {
  if (query.trim().length < MIN_QUERY_LENGTH) return [];
  const key = searchKey(query);
  if (key.length < MIN_QUERY_LENGTH) return [];

  const results: LegalNeedSuggestion[] = [];
  const seen = new Set<string>();
  for (const entry of SEARCH_ENTRIES) {
    if (results.length >= MAX_SUGGESTIONS) return results;
    if (entry.nameKey.includes(key)) {
      results.push(toSuggestion(entry));
      seen.add(entry.subcategory.id);
    }
  }
  for (const entry of SEARCH_ENTRIES) {
    if (results.length >= MAX_SUGGESTIONS) return results;
    if (seen.has(entry.subcategory.id)) continue;
    const phrase = entry.phrases.find((p) => p.key.includes(key));
    if (phrase) {
      results.push(toSuggestion(entry, phrase.text));
      seen.add(entry.subcategory.id);
    }
  }
  return results;
}

/** The submitted value must be a subcategory name exactly (ignoring case and outer spaces). */
export function resolveLegalNeed(value: string): LegalSubcategory | null {
  return findSubcategoryByName(value);
}
