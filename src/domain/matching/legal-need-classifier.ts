/** The free-text classifier of the operator's categorisation lab: which categories a sentence is about. */
import { SEARCH_PHRASES } from './search-phrases';
import { LEGAL_CATEGORIES, type LegalCategory, type LegalItem, type LegalSubcategory } from './taxonomy';

interface LegalNeedClassification {
  category: LegalCategory;
  subcategory?: LegalSubcategory;
  item?: LegalItem;
  /** The phrases and names found in the text, as written in the taxonomy and phrase list. */
  matchedPhrases: string[];
  score: number;
}

/** Longer texts are cut: the lab is for sentences, and the cost must stay bounded. */
export const CLASSIFIER_MAX_TEXT_LENGTH = 5000;
const CLASSIFIER_DEFAULT_LIMIT = 10;

const WEIGHTS = {
  subcategoryName: 6,
  itemName: 5,
  phraseBase: 3,
  itemLoose: 3,
  phraseLoose: 2,
  nameKeyword: 2,
  categoryName: 2,
  itemKeyword: 1,
  categoryKeyword: 1,
} as const;

const STOP_WORDS = new Set(
  (
    'a an the my me i im to of in on at for from with and or is am are was were be been not no by ' +
    'our we us it its wont cant dont didnt doesnt who what want wants get got someone some after ' +
    'about up out this that their they them he she his her you your do did does without keep ' +
    'keeps as into than then there here how why when will would can could should has have had ' +
    'just over under'
  ).split(' '),
);

// Words that say nothing about the area on their own: 'Access' alone must not pull in
// Child Custody & Access.
const GENERIC_WORDS = new Set(
  (
    'access dispute disputes claim claims order orders issue issues matter matters right rights ' +
    'application applications document documents benefit benefits permit permits review state ' +
    'against court'
  ).split(' '),
);

// People say 'kids' far more often than the taxonomy's 'child'.
const SYNONYMS: Readonly<Record<string, string>> = { kid: 'child', kids: 'child', children: 'child' };

/**
 * A deliberately small stemmer, applied to both sides: enough that 'divorced' meets 'divorce',
 * 'arrested' meets 'arrest' and 'evictions' meets 'eviction', with no dictionary to ship.
 */
function stem(word: string): string {
  const w = SYNONYMS[word] ?? word;
  if (w.length <= 3) return w;
  let base = w;
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('ing') && base.length > 5) base = base.slice(0, -3);
  else if (base.endsWith('ed') && base.length > 4) base = base.slice(0, -2);
  else if (base.endsWith('es') && base.length > 4) base = base.slice(0, -2);
  else if (base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  if (base.endsWith('e') && base.length > 3) base = base.slice(0, -1);
  return base;
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(stem);
}

const STEMMED_STOP_WORDS = new Set([...STOP_WORDS].map(stem));
const STEMMED_GENERIC = new Set([...GENERIC_WORDS].map(stem));

const contentWords = (words: readonly string[]) => words.filter((w) => !STEMMED_STOP_WORDS.has(w));

interface Matcher {
  text: string;
  run: string;
  content: string[];
  /** Content words specific enough to count alone. */
  keywords: string[];
}

const matcher = (text: string): Matcher => {
  const words = tokens(text.replace(/[()]/g, ' '));
  const content = contentWords(words);
  return {
    text,
    run: ` ${words.join(' ')} `,
    content,
    keywords: [...new Set(content.filter((w) => !STEMMED_GENERIC.has(w)))],
  };
};

/** 'Tax Disputes (SARS)' is recognised as 'Tax Disputes' and as 'SARS'. */
function nameVariants(name: string): Matcher[] {
  const bracketed = [...name.matchAll(/\(([^)]*)\)/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
  const whole = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [whole, ...bracketed].map(matcher);
}

interface SubcategoryMatcher {
  category: LegalCategory;
  subcategory: LegalSubcategory;
  order: number;
  names: Matcher[];
  keywords: string[];
  phrases: Matcher[];
  items: { item: LegalItem; names: Matcher[]; keywords: string[] }[];
}

interface CategoryMatcher {
  category: LegalCategory;
  order: number;
  name: Matcher;
  keywords: string[];
}

const keywordsOf = (names: readonly Matcher[]) => [...new Set(names.flatMap((n) => n.keywords))];

let orderCounter = 0;
const CATEGORY_MATCHERS: CategoryMatcher[] = [];
const SUBCATEGORY_MATCHERS: SubcategoryMatcher[] = [];
for (const category of LEGAL_CATEGORIES) {
  const name = matcher(category.name);
  CATEGORY_MATCHERS.push({ category, order: orderCounter++, name, keywords: name.keywords });
  for (const subcategory of category.subcategories) {
    const names = nameVariants(subcategory.name);
    // A word the parent already carries says nothing new at the child level: 'criminal' in
    // Criminal Record Expungement is the category speaking, 'divorce' in Contested Divorce the
    // subcategory.
    const keywords = keywordsOf(names).filter((k) => !name.keywords.includes(k));
    SUBCATEGORY_MATCHERS.push({
      category,
      subcategory,
      order: orderCounter++,
      names,
      keywords,
      phrases: (SEARCH_PHRASES[subcategory.id] ?? []).map(matcher),
      items: subcategory.items.map((item) => {
        const itemNames = nameVariants(item.name);
        const itemKeywords = keywordsOf(itemNames).filter((k) => !keywordsOf(names).includes(k) && !name.keywords.includes(k));
        return { item, names: itemNames, keywords: itemKeywords };
      }),
    });
  }
}

/**
 * Ranks the taxonomy against a sentence such as 'my landlord wants me out and kept my deposit'.
 * Whole-word matches only, so 'bail' never fires inside 'available'. Deterministic: ties keep
 * taxonomy order.
 */
export function classifyLegalNeed(freeText: string, limit: number = CLASSIFIER_DEFAULT_LIMIT): LegalNeedClassification[] {
  const words = tokens(freeText.slice(0, CLASSIFIER_MAX_TEXT_LENGTH));
  if (words.length === 0) return [];
  const run = ` ${words.join(' ')} `;
  const present = new Set(words);
  const hasRun = (m: Matcher) => m.content.length > 0 && run.includes(m.run);
  const hasAllContent = (m: Matcher) => m.content.length > 0 && m.content.every((w) => present.has(w));

  const categoryBonus = new Map<string, { score: number; matched: string[] }>();
  for (const c of CATEGORY_MATCHERS) {
    if (hasRun(c.name)) {
      categoryBonus.set(c.category.id, { score: WEIGHTS.categoryName, matched: [c.category.name] });
    } else if (c.keywords.some((k) => present.has(k))) {
      categoryBonus.set(c.category.id, { score: WEIGHTS.categoryKeyword, matched: [c.category.name] });
    }
  }

  const ranked: (LegalNeedClassification & { order: number })[] = [];
  const categoriesWithHits = new Set<string>();
  for (const s of SUBCATEGORY_MATCHERS) {
    let score = 0;
    const matched: string[] = [];

    if (s.names.some(hasRun)) {
      score += WEIGHTS.subcategoryName;
      matched.push(s.subcategory.name);
    } else {
      const hits = s.keywords.filter((k) => present.has(k));
      if (hits.length > 0) {
        score += WEIGHTS.nameKeyword * hits.length;
        matched.push(s.subcategory.name);
      }
    }

    for (const phrase of s.phrases) {
      if (hasRun(phrase)) {
        score += WEIGHTS.phraseBase + phrase.content.length;
        matched.push(phrase.text);
      } else if (phrase.content.length >= 2 && hasAllContent(phrase)) {
        score += WEIGHTS.phraseLoose;
        matched.push(phrase.text);
      }
    }

    // A lone item word ('pay' in Equal Pay Claims) is too weak to raise a subcategory by itself;
    // it only picks the item within one the text already points at.
    const subcategoryHit = score > 0;
    let bestItem: { item: LegalItem; score: number } | undefined;
    for (const candidate of s.items) {
      let itemScore = 0;
      if (candidate.names.some(hasRun)) itemScore = WEIGHTS.itemName;
      else if (candidate.names.some(hasAllContent)) itemScore = WEIGHTS.itemLoose;
      else if (subcategoryHit) {
        itemScore = WEIGHTS.itemKeyword * candidate.keywords.filter((k) => present.has(k)).length;
      }
      if (itemScore > 0) matched.push(candidate.item.name);
      if (itemScore > (bestItem?.score ?? 0)) bestItem = { item: candidate.item, score: itemScore };
    }
    if (bestItem) score += bestItem.score;

    if (score === 0) continue;
    categoriesWithHits.add(s.category.id);
    const bonus = categoryBonus.get(s.category.id);
    if (bonus) {
      score += bonus.score;
      matched.push(...bonus.matched);
    }
    ranked.push({
      category: s.category,
      subcategory: s.subcategory,
      ...(bestItem ? { item: bestItem.item } : {}),
      matchedPhrases: [...new Set(matched)],
      score,
      order: s.order,
    });
  }

  // A bare category mention ('a criminal matter') still says something when nothing finer did.
  for (const c of CATEGORY_MATCHERS) {
    const bonus = categoryBonus.get(c.category.id);
    if (!bonus || categoriesWithHits.has(c.category.id)) continue;
    ranked.push({ category: c.category, matchedPhrases: bonus.matched, score: bonus.score, order: c.order });
  }

  return ranked
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map(({ order: _order, ...rest }) => rest);
}
