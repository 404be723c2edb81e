/**
 * The cities with a page of their own (/lawyers/<slug>, src/features/content/data/cities.ts), by
 * slug, with the name the page and the firm counts use. Declared once: the route table, the city
 * pages and the practice-area counts all read it. No imports, so the public city pages stay light.
 */
export const CITY_PAGE_NAMES = {
  johannesburg: 'Johannesburg',
  'cape-town': 'Cape Town',
  pretoria: 'Pretoria',
  durban: 'Durban',
} as const;
export type CitySlug = keyof typeof CITY_PAGE_NAMES;
export const CITY_SLUGS = Object.keys(CITY_PAGE_NAMES) as readonly CitySlug[];
