/**
 * One locale's words for the legal-need search: per subcategory id, the area's name as a speaker
 * of that language would write it, and the everyday phrases people type. The search matches every
 * locale's words for everyone (a client using the English wizard who types 'egskeiding' still finds
 * Divorce), so a list is data only: no locale logic here.
 */
interface LocaleAreaWords {
  /** The area's name in the language. */
  name: string;
  /** What people type, as they really write it: loan words, no diacritics where phones drop them. */
  phrases: readonly string[];
}

export type LocalePhrases = Readonly<Record<string, LocaleAreaWords>>;
