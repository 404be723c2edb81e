/**
 * A reader for the gettext PO catalogs translators edit (src/locales/{locale}/messages.po). Each
 * entry is keyed by its msgctxt (the stable key the code uses), carries the English source as
 * msgid (what a translator sees in Poedit or Weblate) and the translation as msgstr, an ICU
 * MessageFormat string. Only the subset of PO that our catalogs use is read: comments (and the
 * translator comment `# review:`, each message's review state), msgctxt,
 * msgid, msgstr and continued "..." lines. Pure: used by the compiler script and the catalog tests.
 */
interface PoEntry {
  key: string;
  source: string;
  translation: string;
  /** Translator comments (#.) and flags (#,), as written. */
  comments: string[];
  /** The message's review state, from its `# review:` line ('draft', 'reviewed by NAME, DATE'); absent in English. */
  review?: string;
}

export interface PoCatalog {
  /** The header entry's fields (Language, X-Review-State, ...). */
  headers: Record<string, string>;
  entries: PoEntry[];
}

function unquote(line: string): string {
  const body = line.trim().replace(/^"|"$/g, '');
  return body.replace(/\\(["\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

export function parsePo(text: string): PoCatalog {
  const headers: Record<string, string> = {};
  const entries: PoEntry[] = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const fields: Record<string, string> = {};
    const comments: string[] = [];
    let review: string | undefined;
    let current: string | null = null;
    for (const raw of block.split(/\r?\n/)) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('#')) {
        if (line.startsWith('#.') || line.startsWith('#,')) comments.push(line);
        if (line.startsWith('# review:')) review = line.slice('# review:'.length).trim();
        continue;
      }
      const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
      if (keyword) {
        current = keyword[1]!;
        fields[current] = unquote(keyword[2]!);
      } else if (line.startsWith('"') && current) {
        fields[current] += unquote(line);
      }
    }
    if (fields.msgid === undefined) continue;
    if (fields.msgid === '' && fields.msgctxt === undefined) {
      for (const header of (fields.msgstr ?? '').split('\n')) {
        const at = header.indexOf(':');
        if (at > 0) headers[header.slice(0, at).trim()] = header.slice(at + 1).trim();
      }
      continue;
    }
    if (fields.msgctxt === undefined) throw new Error(`PO entry without msgctxt (the message key): ${fields.msgid}`);
    entries.push({
      key: fields.msgctxt,
      source: fields.msgid,
      translation: fields.msgstr ?? '',
      comments,
      ...(review === undefined ? {} : { review }),
    });
  }
  return { headers, entries };
}

/** The placeholder names of an ICU message ({name}, {count, plural, ...}), sorted, for comparing catalogs. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const c = message[i];
    if (c === '{') {
      // An argument opens at even depth (top level, or inside a plural/select branch's text).
      if (depth % 2 === 0) {
        const match = /^\{\s*([A-Za-z_][\w]*)\s*[,}]/.exec(message.slice(i));
        if (match) names.add(match[1]!);
      }
      depth++;
    } else if (c === '}') depth--;
  }
  return [...names].sort();
}
