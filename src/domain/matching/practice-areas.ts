/**
 * Lookups over the legal taxonomy (taxonomy.ts): is an id known, which level is it, what is its
 * name, parent and subtree. Built once from the table when first imported.
 */
import { LEGAL_CATEGORIES, type LegalCategory, type LegalItem, type LegalSubcategory } from './taxonomy';

type Location =
  | { level: 'category'; category: LegalCategory }
  | { level: 'subcategory'; category: LegalCategory; subcategory: LegalSubcategory }
  | { level: 'item'; category: LegalCategory; subcategory: LegalSubcategory; item: LegalItem };

// Built once at module load: every lookup below is a map read, which matters because the scorer
// calls them for every firm it ranks.
const BY_ID = new Map<string, Location>();
const SUBCATEGORY_BY_NAME = new Map<string, LegalSubcategory>();
for (const category of LEGAL_CATEGORIES) {
  BY_ID.set(category.id, { level: 'category', category });
  for (const subcategory of category.subcategories) {
    BY_ID.set(subcategory.id, { level: 'subcategory', category, subcategory });
    SUBCATEGORY_BY_NAME.set(subcategory.name.toLowerCase(), subcategory);
    for (const item of subcategory.items) {
      BY_ID.set(item.id, { level: 'item', category, subcategory, item });
    }
  }
}

export const ALL_PRACTICE_AREA_IDS: readonly string[] = [...BY_ID.keys()];

// Display names back to ids, for data that stored a name where an id belongs (older demo seeds).
// A subcategory's name wins (leads store subcategories), then an item's, then a category's.
const ID_BY_NAME = new Map<string, string>();
for (const level of ['subcategory', 'item', 'category'] as const) {
  for (const [id, found] of BY_ID) {
    if (found.level !== level) continue;
    const name =
      found.level === 'item' ? found.item.name : found.level === 'subcategory' ? found.subcategory.name : found.category.name;
    const key = name.trim().toLowerCase();
    if (!ID_BY_NAME.has(key)) ID_BY_NAME.set(key, id);
  }
}

/**
 * The taxonomy id of a stored practice area: an id comes back as it is, a display name
 * ('Divorce & Separation') as its id, anything else trimmed and unchanged, so figures grouped by
 * it never count one area twice and nothing unknown is lost.
 */
export function practiceAreaIdOf(value: string): string {
  const trimmed = value.trim();
  if (BY_ID.has(trimmed)) return trimmed;
  return ID_BY_NAME.get(trimmed.toLowerCase()) ?? trimmed;
}

export const ALL_SUBCATEGORIES: readonly LegalSubcategory[] = LEGAL_CATEGORIES.flatMap((category) => category.subcategories);

export function isKnownPracticeAreaId(id: string): boolean {
  return BY_ID.has(id);
}

export function isSubcategoryId(id: string): boolean {
  return BY_ID.get(id)?.level === 'subcategory';
}

export function isItemId(id: string): boolean {
  return BY_ID.get(id)?.level === 'item';
}

export function practiceAreaLevel(id: string): 'category' | 'subcategory' | 'item' | null {
  return BY_ID.get(id)?.level ?? null;
}

export function findCategory(id: string): LegalCategory | null {
  const found = BY_ID.get(id);
  return found?.level === 'category' ? found.category : null;
}

export function findSubcategory(id: string): LegalSubcategory | null {
  const found = BY_ID.get(id);
  return found?.level === 'subcategory' ? found.subcategory : null;
}

export function findSubcategoryByName(name: string): LegalSubcategory | null {
  return SUBCATEGORY_BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

export function findItem(id: string): LegalItem | null {
  const found = BY_ID.get(id);
  return found?.level === 'item' ? found.item : null;
}

export function categoryOfSubcategory(subcategoryId: string): LegalCategory | null {
  const found = BY_ID.get(subcategoryId);
  return found?.level === 'subcategory' ? found.category : null;
}

export function subcategoryOfItem(itemId: string): LegalSubcategory | null {
  const found = BY_ID.get(itemId);
  return found?.level === 'item' ? found.subcategory : null;
}

/** The category any known id sits in (a category is its own category). */
export function categoryOf(id: string): LegalCategory | null {
  return BY_ID.get(id)?.category ?? null;
}

/** Display name for an id at any level; unknown ids come back unchanged so old data still shows. */
export function practiceAreaLabel(id: string): string {
  const found = BY_ID.get(id);
  if (!found) return id;
  if (found.level === 'item') return found.item.name;
  if (found.level === 'subcategory') return found.subcategory.name;
  return found.category.name;
}

/**
 * A firm that lists an item or subcategory plainly handles its parents too, whether or not the
 * registration tree also stored the parent ids. The scorer (and any index built for it) compares
 * against this expanded set. Unknown ids are kept so nothing a firm entered is silently lost.
 */
export function practiceCoverage(ids: readonly string[]): Set<string> {
  const covered = new Set<string>();
  for (const id of ids) {
    covered.add(id);
    const found = BY_ID.get(id);
    if (!found) continue;
    covered.add(found.category.id);
    if (found.level === 'item') covered.add(found.subcategory.id);
  }
  return covered;
}

function subtreeIds(subcategoryId: string): string[] {
  const subcategory = findSubcategory(subcategoryId);
  if (!subcategory) throw new Error(`Unknown subcategory ${subcategoryId}`);
  return [subcategory.id, ...subcategory.items.map((item) => item.id)];
}

/** Practice ids that make a firm a business, commercial or corporate practice. */
export const COMMERCIAL_PRACTICE_IDS: readonly string[] = [
  ...subtreeIds('commercial-corporate'),
  ...subtreeIds('business-rescue-liquidation'),
  'contract-drafting-review',
  'business-licences',
];

/** Practice ids that make a firm a debt or collection practice. */
export const COLLECTION_PRACTICE_IDS: readonly string[] = [...subtreeIds('debt-collection'), 'letters-of-demand'];
