// Place names compared the way the scorer, the match keys and the schemas all compare them. Its
// own module, with no imports, so the schemas can use it without importing the scorer (which
// reads the schemas' types).

/** Lower-case, anything not a letter or digit to a space, spaces collapsed. Accents folded. */
export function normalisePlace(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
