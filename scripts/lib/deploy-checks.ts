// The static half of `npm run check:deploy`: every Firestore query has the index it needs, and
// every setting the code reads is documented. Pure functions over source text so the unit tests
// can feed them a deliberately broken input.

type Op = '==' | 'in' | 'array-contains' | 'array-contains-any' | '<' | '<=' | '>' | '>=' | '!=' | 'not-in';

export interface FoundQuery {
  file: string;
  line: number;
  collection: string;
  filters: { field: string; op: Op }[];
  orders: { field: string; direction: 'asc' | 'desc' }[];
  /** `collectionGroup(...)` queries: served only by indexes of this scope. */
  scope?: 'COLLECTION_GROUP';
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface IndexesFile {
  indexes: { collectionGroup: string; queryScope?: string; fields: IndexField[] }[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; indexes?: unknown[]; ttl?: boolean }[];
}

const EQUALITY: readonly Op[] = ['==', 'in', 'array-contains', 'array-contains-any'];
const ARRAY_OPS: readonly Op[] = ['array-contains', 'array-contains-any'];

/** Comments out, strings kept, line breaks kept (so line numbers stay right). */
function stripComments(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const comment = source.slice(i, end < 0 ? source.length : end + 2);
      out += comment.replace(/[^\n]/g, ' ');
      i = (end < 0 ? source.length : end + 2) - 1;
    } else {
      out += c;
    }
  }
  return out;
}

/** The text between the parenthesis at `open` and its partner. */
function balanced(text: string, open: number): { inner: string; end: number } | null {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return { inner: text.slice(open + 1, i), end: i };
  }
  return null;
}

/** Splits call arguments at top-level commas. */
function args(inner: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < inner.length && inner[j] !== c) j += inner[j] === '\\' ? 2 : 1;
      i = j;
    } else if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      out.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = inner.slice(start).trim();
  if (last) out.push(last);
  return out;
}

const literal = (s: string | undefined) => /^(['"`])(.*)\1$/s.exec(s?.trim() ?? '')?.[2] ?? null;

function fieldOf(arg: string | undefined): string {
  if (arg && /FieldPath\.documentId\(\)|documentId\(\)/.test(arg)) return '__name__';
  const value = literal(arg);
  if (value === null) throw new Error(`field is not a string literal: ${arg}`);
  return value;
}

function constraint(call: string, argList: string[], q: FoundQuery): void {
  if (call === 'where') {
    const op = literal(argList[1]) as Op | null;
    if (!op) throw new Error(`where() operator is not a string literal: ${argList[1]}`);
    q.filters.push({ field: fieldOf(argList[0]), op });
  } else if (call === 'orderBy') {
    const dir = literal(argList[1]) ?? 'asc';
    q.orders.push({ field: fieldOf(argList[0]), direction: dir === 'desc' ? 'desc' : 'asc' });
  }
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * Finds the queries in one file: the web SDK's `query(collectionRef('name'), where(...), ...)`
 * and the Admin SDK's `collection('name').where(...).orderBy(...)` chains (also through a local
 * `const posts = () => db.collection('name')`). `collections` maps the web registry's keys to
 * collection ids (src/lib/firestore.ts COLLECTIONS).
 */
const CURSOR_SPREAD =
  /^\.\.\.\(\s*\w+\s*\?\s*\[\s*(?:startAfter|startAt|endBefore|endAt)\s*\(\s*\w+\s*\)\s*\]\s*:\s*\[\s*\]\s*\)$/;

export function extractQueries(source: string, file: string, collections: Record<string, string> = {}): FoundQuery[] {
  const text = stripComments(source);
  const found: FoundQuery[] = [];

  // Web SDK, also through a local `const posts = collectionRef<T>('blogPosts')`.
  // A named ref from src/lib/firestore.ts (`leadsRef()`), when the registry lists it.
  const namedRef = (expr: string) => {
    const call = /^\s*(\w+)\s*\(\s*\)\s*$/.exec(expr)?.[1];
    return call && collections[`${call}()`] ? `${call}()` : undefined;
  };
  const refOf = (expr: string) =>
    namedRef(expr) ??
    (/^\s*firmsRef\s*\(\s*\)\s*$/.test(expr) ? 'firms' : undefined) ??
    /collectionRef\s*(?:<.*>)?\s*\(\s*(['"])(\w+)\1/s.exec(expr)?.[2] ??
    /\bcollection\s*\(\s*\w+\s*,\s*(['"])([\w-]+)\1/.exec(expr)?.[2];
  const refs = new Map<string, string>();
  for (const m of text.matchAll(
    /\b(?:const|let)\s+(\w+)\s*=\s*(collectionRef\b[^;\n]*|collection\s*\([^;\n]*|\w+Ref\s*\(\s*\))/g,
  )) {
    const name = refOf(m[2]!);
    if (name) refs.set(m[1]!, name);
  }
  for (const m of text.matchAll(/\bquery\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const call = balanced(text, open);
    if (!call) continue;
    const [target = '', ...rest] = args(call.inner);
    const name = refOf(target) ?? refs.get(target.trim());
    if (!name) continue;
    const q: FoundQuery = { file, line: lineAt(text, m.index), collection: collections[name] ?? name, filters: [], orders: [] };
    for (const part of rest) {
      // A cursor that is there or not (`...(after ? [startAfter(after)] : [])`) needs no index.
      if (CURSOR_SPREAD.test(part)) continue;
      if (part.startsWith('...'))
        throw new Error(`${file}:${q.line}: spread query constraints cannot be checked; list them in the query() call`);
      const c = /^(\w+)\s*\(/.exec(part);
      if (!c) continue;
      const inner = balanced(part, c[0].length - 1);
      if (inner) constraint(c[1]!, args(inner.inner), q);
    }
    found.push(q);
  }

  // Admin SDK chains.
  const helpers = new Map<string, string>();
  for (const m of text.matchAll(
    /\b(?:const|let)\s+(\w+)\s*=\s*\(\s*\)\s*=>\s*[\w.\s]*?collection\s*\(\s*(['"])([\w-]+)\2\s*\)/g,
  )) {
    helpers.set(m[1]!, m[3]!);
  }
  const start = /(?:\bcollection(Group)?\s*\(\s*(['"])([\w-]+)\2\s*\)|\b(\w+)\s*\(\s*\))(?=\s*\.(?:where|orderBy)\s*\()/g;
  for (const m of text.matchAll(start)) {
    // The functions' registry (functions/src/shared/documents.ts): `collections.leads()`,
    // `leadsCollection()`, and the collection group of the firms' private documents.
    const group = m[4] === 'firmPrivateGroup';
    const name = m[3] ?? helpers.get(m[4] ?? '') ?? (group ? 'private' : (collections[`${m[4]}()`] ?? collections[m[4] ?? '']));
    if (!name) continue;
    const q: FoundQuery = { file, line: lineAt(text, m.index), collection: name, filters: [], orders: [] };
    if (m[1] || group) q.scope = 'COLLECTION_GROUP';
    let i = m.index + m[0].length;
    for (;;) {
      const next = /^\s*\.(\w+)\s*\(/.exec(text.slice(i));
      if (
        !next ||
        !['where', 'orderBy', 'limit', 'limitToLast', 'startAfter', 'startAt', 'endAt', 'endBefore', 'offset', 'select'].includes(
          next[1]!,
        )
      )
        break;
      const call = balanced(text, i + next[0].length - 1);
      if (!call) break;
      constraint(next[1]!, args(call.inner), q);
      i = call.end + 1;
    }
    found.push(q);
  }
  return found;
}

export interface IndexNeed {
  /** 'none': served by single-field indexes (equality merges or one field). */
  kind: 'none' | 'composite';
  /** Equality fields, any order, then the ordered fields. */
  equality: { field: string; contains: boolean }[];
  ordered: { field: string; direction: 'asc' | 'desc' }[];
  singleFields: string[];
}

/** Firestore's rule: equality filters merge; a range or sort on top of another field needs a composite. */
export function indexNeed(q: FoundQuery): IndexNeed {
  const equality = q.filters
    .filter((f) => EQUALITY.includes(f.op))
    .map((f) => ({ field: f.field, contains: ARRAY_OPS.includes(f.op) }));
  const ranges = q.filters.filter((f) => !EQUALITY.includes(f.op)).map((f) => f.field);
  const ordered = [...q.orders];
  for (const field of ranges) if (!ordered.some((o) => o.field === field)) ordered.unshift({ field, direction: 'asc' });
  while (ordered.length > 0 && ordered[ordered.length - 1]!.field === '__name__') ordered.pop();
  const fields = new Set([...equality.map((e) => e.field), ...ordered.map((o) => o.field)]);
  const singleFields = [...fields];
  if (ordered.length === 0 || fields.size <= 1) return { kind: 'none', equality, ordered, singleFields };
  return { kind: 'composite', equality, ordered, singleFields };
}

function indexMatches(need: IndexNeed, fields: IndexField[]): boolean {
  const list = [...fields];
  while (list.length > 0 && list[list.length - 1]!.fieldPath === '__name__') list.pop();
  if (list.length !== need.equality.length + need.ordered.length) return false;
  const head = list.slice(0, need.equality.length);
  for (const eq of need.equality) {
    const f = head.find((h) => h.fieldPath === eq.field);
    if (!f || (eq.contains ? f.arrayConfig !== 'CONTAINS' : !f.order)) return false;
  }
  return need.ordered.every((o, k) => {
    const f = list[need.equality.length + k]!;
    return f.fieldPath === o.field && f.order === (o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING');
  });
}

/** One sentence per query the indexes file cannot serve. */
export function missingIndexes(queries: FoundQuery[], indexes: IndexesFile): string[] {
  const problems: string[] = [];
  for (const q of queries) {
    const need = indexNeed(q);
    const where = `${q.file}:${q.line} (${q.collection}: ${describe(q)})`;
    const scope = q.scope ?? 'COLLECTION';
    if (need.kind === 'none' && scope === 'COLLECTION_GROUP' && need.singleFields.length > 0) {
      // Automatic single-field indexes serve one collection; a collection group needs them declared.
      const declared = need.singleFields.every((field) =>
        (indexes.fieldOverrides ?? []).some(
          (o) =>
            o.collectionGroup === q.collection &&
            o.fieldPath === field &&
            (o.indexes ?? []).some((ix) => (ix as { queryScope?: string }).queryScope === 'COLLECTION_GROUP'),
        ),
      );
      if (!declared)
        problems.push(
          `${where} needs collection-group single-field indexes on ${need.singleFields.join(', ')} in fieldOverrides.`,
        );
      continue;
    }
    if (need.kind === 'none') {
      const exempt = need.singleFields.filter((field) =>
        (indexes.fieldOverrides ?? []).some(
          (o) =>
            o.collectionGroup === q.collection && o.fieldPath === field && Array.isArray(o.indexes) && o.indexes.length === 0,
        ),
      );
      if (exempt.length > 0)
        problems.push(`${where} needs the single-field index on ${exempt.join(', ')}, which fieldOverrides turns off.`);
      continue;
    }
    const ok = indexes.indexes.some(
      (ix) => ix.collectionGroup === q.collection && (ix.queryScope ?? 'COLLECTION') === scope && indexMatches(need, ix.fields),
    );
    if (!ok)
      problems.push(
        `${where} has no composite index in firestore.indexes.json; add: ${JSON.stringify(suggest(q.collection, need, scope))}`,
      );
  }
  return problems;
}

function describe(q: FoundQuery): string {
  return (
    [...q.filters.map((f) => `where ${f.field} ${f.op}`), ...q.orders.map((o) => `orderBy ${o.field} ${o.direction}`)].join(
      ', ',
    ) || 'all'
  );
}

function suggest(collection: string, need: IndexNeed, scope = 'COLLECTION') {
  return {
    collectionGroup: collection,
    queryScope: scope,
    fields: [
      ...need.equality.map((e) =>
        e.contains ? { fieldPath: e.field, arrayConfig: 'CONTAINS' } : { fieldPath: e.field, order: 'ASCENDING' },
      ),
      ...need.ordered.map((o) => ({ fieldPath: o.field, order: o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' })),
    ],
  };
}

/** Settings the functions read: params and secrets by name, and process.env reads. */
export function functionSettings(source: string): { params: string[]; envReads: string[] } {
  const text = stripComments(source);
  const params = [...text.matchAll(/\bdefine(?:String|Boolean|Int|Float|List|Secret)\s*\(\s*(['"])([A-Z0-9_]+)\1/g)].map(
    (m) => m[2]!,
  );
  const envReads = [
    ...[...text.matchAll(/\bprocess\.env\.([A-Z0-9_]+)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\bprocess\.env\[\s*(['"])([A-Z0-9_]+)\1\s*\]/g)].map((m) => m[2]!),
  ];
  return { params, envReads };
}

/** VITE_* variables the web app reads. */
export function webVariables(source: string): string[] {
  // Also through an alias such as `const env = import.meta.env; env.VITE_X`.
  return [...stripComments(source).matchAll(/\b(?:import\.meta\.env|env)\.(VITE_[A-Z0-9_]+)/g)].map((m) => m[1]!);
}

/** Names set by the platform or firebase-tools, never by whoever deploys. */
const PLATFORM_VARIABLES = new Set([
  'FUNCTIONS_EMULATOR',
  // Set by firebase-tools in an emulator session that runs the Storage emulator.
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'GCLOUD_PROJECT',
  'K_SERVICE',
  'FUNCTION_TARGET',
  'NODE_ENV',
]);

/** Names documented in a table row of docs/deploy.md (a cell holding `NAME`). */
function documentedNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) continue;
    for (const m of line.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]!);
  }
  return names;
}

export function undocumented(names: Iterable<string>, markdown: string): string[] {
  const documented = documentedNames(markdown);
  return [...new Set(names)].filter((n) => !PLATFORM_VARIABLES.has(n) && !documented.has(n)).sort();
}
