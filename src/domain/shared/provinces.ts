export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;

export type Province = (typeof PROVINCES)[number];

export function isProvince(value: unknown): value is Province {
  return typeof value === 'string' && (PROVINCES as readonly string[]).includes(value);
}

export function provinceToSlug(province: Province): string {
  return province
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Hyphens and spaces are the same thing in a URL slug ('north-west', 'kwazulu-natal'), so both
// sides are folded to single spaces before comparing.
const slugKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();

const PROVINCE_BY_KEY = new Map<string, Province>(PROVINCES.map((p) => [slugKey(p), p]));

/** Reads a route parameter or free text back to a province; null when it is not one of the nine. */
export function provinceFromSlug(slug: string): Province | null {
  return PROVINCE_BY_KEY.get(slugKey(slug)) ?? null;
}

/** Real towns per province, for the seed generator and the city field's suggestions. */
export const MAJOR_CITIES_BY_PROVINCE: Readonly<Record<Province, readonly string[]>> = {
  'Eastern Cape': ['Gqeberha', 'East London', 'Mthatha', 'Makhanda', 'Komani', 'Kariega'],
  'Free State': ['Bloemfontein', 'Welkom', 'Bethlehem', 'Kroonstad', 'Sasolburg', 'Parys'],
  Gauteng: [
    'Johannesburg',
    'Pretoria',
    'Sandton',
    'Soweto',
    'Midrand',
    'Centurion',
    'Randburg',
    'Roodepoort',
    'Benoni',
    'Boksburg',
    'Germiston',
    'Kempton Park',
    'Vereeniging',
    'Krugersdorp',
  ],
  'KwaZulu-Natal': [
    'Durban',
    'Pietermaritzburg',
    'Richards Bay',
    'Newcastle',
    'Umhlanga',
    'Pinetown',
    'Ballito',
    'Port Shepstone',
    'Ladysmith',
  ],
  Limpopo: ['Polokwane', 'Tzaneen', 'Mokopane', 'Thohoyandou', 'Bela-Bela', 'Lephalale', 'Musina'],
  Mpumalanga: ['Mbombela', 'eMalahleni', 'Middelburg', 'Secunda', 'Ermelo', 'White River', 'Barberton'],
  'North West': ['Mahikeng', 'Rustenburg', 'Potchefstroom', 'Klerksdorp', 'Brits', 'Vryburg'],
  'Northern Cape': ['Kimberley', 'Upington', 'Springbok', 'Kuruman', 'De Aar'],
  'Western Cape': [
    'Cape Town',
    'Stellenbosch',
    'Paarl',
    'George',
    'Worcester',
    'Mossel Bay',
    'Knysna',
    'Bellville',
    'Somerset West',
    'Hermanus',
  ],
};
