/**
 * A compiled catalog message (Lingui's arrays, compile.ts) written back as the ICU string a
 * translator edits in the PO file: the suggestions' English source and current text (issue 38),
 * on the server from the compiled catalogs it already bundles and in the suggestion dialog from
 * the catalog chunks it loads. Pure. Braces in literal text come back quoted ('{'), the rest as
 * written; `=0` branches get their '=' back.
 */
type Compiled = string | readonly unknown[];

const quoteLiteral = (text: string) => text.replace(/[{}]/g, (brace) => `'${brace}'`);

function argumentSource(node: readonly unknown[]): string {
  const [name, format, options] = node as [string, string | undefined, unknown];
  if (format === undefined) return `{${name}}`;
  if (options === undefined || typeof options !== 'object' || options === null) return `{${name}, ${format}}`;
  const { offset, ...cases } = options as Record<string, Compiled | number | undefined>;
  const branches = Object.entries(cases).map(
    ([branch, body]) => `${/^\d+$/.test(branch) ? `=${branch}` : branch} {${messageSource(body)}}`,
  );
  const start = typeof offset === 'number' || typeof offset === 'string' ? `offset:${offset} ` : '';
  return `{${name}, ${format}, ${start}${branches.join(' ')}}`;
}

/** The ICU source of one compiled message. */
export function messageSource(compiled: Compiled | unknown): string {
  if (typeof compiled === 'string') return quoteLiteral(compiled);
  if (!Array.isArray(compiled)) return '';
  return compiled
    .map((node: unknown) =>
      typeof node === 'string' ? (node === '#' ? '#' : quoteLiteral(node)) : Array.isArray(node) ? argumentSource(node) : '',
    )
    .join('');
}

/** A message as a reader sees it, placeholders kept as `{name}` and tags dropped: for lists and search. */
export function messageReading(compiled: Compiled | unknown): string {
  return messageSource(compiled)
    .replace(/<\/?[a-z]+>/gi, '')
    .replace(/'([{}])'/g, '$1');
}
