/**
 * Bounds on the profile inputs that produce match keys, and the key count they imply.
 *
 * A firm's match keys are the cross product of its location keys and its practice keys (see
 * match-keys.ts), so unbounded lists of cities, long place names and many practice areas multiply:
 * before these bounds a valid profile with many cities and practice areas derived a document over
 * Firestore's 1 MiB limit, which could not be saved at all. Bounding the inputs (with messages a
 * firm can act on) rather than truncating the keys keeps every key a firm's profile implies, so
 * bounded matching still equals an exhaustive scan.
 */

/** Service cities a firm may list (its primary city may be one of them). */
export const MAX_FIRM_CITIES = 10;
/** Words in a firm's city or service-area name ('King William's Town' is four). */
export const MAX_PLACE_WORDS = 4;
/** Characters in a firm's city or service-area name (the longest South African town names are about 30). */
export const MAX_FIRM_PLACE_CHARS = 40;
/** Practice-area ids a firm may select, at every level of the tree together. */
export const MAX_PRACTICE_AREAS = 25;

/** Keys one place name yields: its exact key and one per contiguous run of words. */
const KEYS_PER_PLACE = 1 + (MAX_PLACE_WORDS * (MAX_PLACE_WORDS + 1)) / 2;
/** Places: the primary city, the listed cities, the service area and the province. */
const MAX_LOCATION_KEYS = 1 + (1 + MAX_FIRM_CITIES + 2) * KEYS_PER_PLACE;
/** Each selected id covers itself, its subcategory and its category; plus two business services and '*'. */
const MAX_PRACTICE_KEYS = 1 + 3 * MAX_PRACTICE_AREAS + 2;

/**
 * The most match keys a valid profile can derive: 144 location keys x 78 practice keys. At most
 * about 11,000 keys of at most ~100 bytes stay well under Firestore's 1 MiB document limit and its
 * 40,000 index entries per document (the keys have one composite index; their single-field index
 * is exempted in firestore.indexes.json). firmMatchIndex refuses to derive more than this.
 */
export const MAX_MATCH_KEYS = MAX_LOCATION_KEYS * MAX_PRACTICE_KEYS;

export const MATCH_BOUND_MESSAGES = {
  tooManyCities: `Please list at most ${MAX_FIRM_CITIES} cities`,
  placeTooLong: `Please shorten this place name to at most ${MAX_PLACE_WORDS} words and ${MAX_FIRM_PLACE_CHARS} characters`,
  tooManyPracticeAreas: `Please select at most ${MAX_PRACTICE_AREAS} practice areas`,
} as const;
