/**
 * Points every import of src/domain at the module that declares the imported name.
 *
 *   node --import tsx scripts/codemods/domain-imports.ts          rewrite the files in place
 *   node --import tsx scripts/codemods/domain-imports.ts --check  list what would change, exit 1 if anything
 *
 * src/domain is organised by aggregate (firms/, leads/, matching/, …) and has no browser-wide barrel:
 * a file imports each name from the module that declares it, so the bundler loads only what a page
 * uses. This codemod keeps that true after modules move or split, on files it has never seen (a
 * branch merged later): it reads which module under src/domain now exports each name (following
 * re-exports to the declaration; an aggregate index.ts counts only where it renames), then for every
 * import from '@/domain', '@/domain/<any path, old or new>' or a relative path into src/domain in
 * src, functions/src, tests, e2e, scripts and the root config files (vite.config.ts, …) it
 *   - looks up each imported name: in the module the path still names, else by name across src/domain;
 *   - writes one declaration per module (merging and splitting declarations, keeping `import type`
 *     and per-name `type` modifiers), '@/domain/…' outside src/domain, relative paths inside it and
 *     in files that already used relative paths;
 *   - rewrites `import('…')` types (by their qualifier), and dynamic `import()`, `vi.mock()` paths of
 *     a whole module through MOVED_MODULES below.
 * It is idempotent: a second run changes nothing. Names it cannot place (declared twice, or nowhere)
 * are reported and left alone; fix them by hand.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DOMAIN = path.join(ROOT, 'src/domain');
export const SCANNED = ['src', 'functions/src', 'tests', 'e2e', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
/** The browser-wide barrel that was removed: never a provider, even if a merge brings it back. */
const ROOT_BARREL = path.join(DOMAIN, 'index.ts');

/**
 * Whole modules that moved (old path under src/domain → new path), for the imports that name a
 * module rather than names: `import * as`, `import('…')` and `vi.mock('…')`. A split module maps to
 * null: those imports must be rewritten by hand (the codemod reports them).
 */
export const MOVED_MODULES: Record<string, string | null> = {
  brand: 'shared/brand',
  collections: 'shared/collections',
  'lead-record': 'leads/record',
  'plan-ids': 'payments/plan-ids',
  site: 'shared/site',
  text: 'shared/text',
  'text-rules': 'shared/text-rules',
  'stored-date': 'shared/stored-date',
  'display-format': 'shared/format',
  provinces: 'shared/provinces',
  languages: 'shared/languages',
  courts: 'shared/courts',
  'request-guards': 'shared/request-guards',
  'operator-contract': 'shared/operator-contract',
  'firm-account': 'firms/account',
  'firm-listing': 'firms/listing',
  'firm-model': 'firms/model',
  'firm-options': 'firms/options',
  'firm-registration': 'firms/registration',
  'firm-stats': 'firms/stats',
  'firm-verification': 'firms/verification',
  'verification-badge': 'firms/verification-badge',
  'plan-change': 'firms/plan-change',
  'practice-area-counts': 'firms/practice-area-counts',
  'practice-area-count-keys': 'firms/practice-area-count-keys',
  'response-clock': 'firms/response-clock',
  'response-pause': 'firms/response-pause',
  'response-pause-rule': 'firms/response-pause-rule',
  'response-words': 'firms/response-words',
  leads: 'leads/leads',
  'lead-release': 'leads/release',
  'lead-reports': 'leads/reports',
  'lead-report-contract': 'leads/report-contract',
  'my-request': 'leads/my-request',
  'send-on': 'leads/send-on',
  urgency: 'leads/urgency',
  'free-plan': 'leads/free-plan',
  'matching-wizard': 'matching/wizard',
  'legal-need-search': 'matching/legal-need-search',
  'search-phrases': 'matching/search-phrases',
  taxonomy: 'matching/taxonomy',
  'legal-aid': 'matching/legal-aid',
  reviews: 'reviews/reviews',
  billing: 'payments/billing',
  plans: 'payments/plans',
  'payments-contract': 'payments/contract',
  vat: 'payments/vat',
  'personal-data': 'privacy/personal-data',
  retention: 'privacy/retention',
  'consent-text': 'privacy/consent-text',
  'mail-text': 'mail/client-text',
  mailbox: 'mail/mailbox',
  'messages-contract': 'mail/messages-contract',
  'legal-updates': 'blog/legal-updates',
  'legal-updates-text': 'blog/legal-updates-text',
  schemas: null,
};

// ---------- which module exports which name ----------

function domainSourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...domainSourceFiles(full));
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

export function buildExportIndex() {
  const files = domainSourceFiles(DOMAIN).filter((f) => f !== ROOT_BARREL);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    baseUrl: ROOT,
    paths: { '@/*': ['src/*'] },
  });
  const checker = program.getTypeChecker();
  /** file → exported name → the module to import it from */
  const byFile = new Map<string, Map<string, string>>();
  /** exported name → every module that declares it */
  const byName = new Map<string, Set<string>>();
  for (const file of files) {
    const sf = program.getSourceFile(file);
    const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) continue;
    const names = new Map<string, string>();
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const name = exported.getName();
      const original = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaring = original.declarations?.[0]?.getSourceFile().fileName;
      // A re-export of a module that no longer exists (mid-move) provides nothing.
      if (!declaring) continue;
      const declaredHere =
        declaring && path.resolve(declaring).startsWith(DOMAIN + path.sep) && original.getName() === name
          ? path.resolve(declaring)
          : file;
      const provider = declaredHere === ROOT_BARREL ? file : declaredHere;
      names.set(name, provider);
      if (provider === file) {
        if (!byName.has(name)) byName.set(name, new Set());
        byName.get(name)!.add(file);
      }
    }
    byFile.set(file, names);
  }
  return { byFile, byName };
}

// ---------- paths ----------

export function resolveModuleFile(absolute: string): string | null {
  for (const candidate of [absolute + '.ts', absolute + '.tsx', path.join(absolute, 'index.ts'), absolute]) {
    if (candidate === ROOT_BARREL) continue;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The absolute path (without extension) a specifier names, when it points into src/domain. */
export function domainTarget(specifier: string, fromFile: string): string | null {
  if (specifier === '@/domain' || specifier.startsWith('@/domain/')) return path.join(DOMAIN, specifier.slice('@/domain'.length));
  if (specifier.startsWith('.')) {
    const absolute = path.resolve(path.dirname(fromFile), specifier.replace(/\.(js|ts|tsx)$/, ''));
    if (absolute === DOMAIN || absolute.startsWith(DOMAIN + path.sep)) return absolute;
  }
  return null;
}

function specifierFor(moduleFile: string, fromFile: string, wasRelative: boolean): string {
  let withoutExt = moduleFile.replace(/\.tsx?$/, '');
  if (path.basename(withoutExt) === 'index') withoutExt = path.dirname(withoutExt);
  const insideDomain = fromFile.startsWith(DOMAIN + path.sep);
  if (insideDomain || wasRelative) {
    let relative = path.relative(path.dirname(fromFile), withoutExt).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = './' + relative;
    return relative;
  }
  return '@/domain/' + path.relative(DOMAIN, withoutExt).split(path.sep).join('/');
}

/** The module a whole-module reference (namespace, dynamic import, vi.mock) now names, or null. */
function movedModule(target: string): string | null {
  const existing = resolveModuleFile(target);
  if (existing) return existing;
  const key = path.relative(DOMAIN, target).split(path.sep).join('/');
  const moved = MOVED_MODULES[key];
  return moved ? resolveModuleFile(path.join(DOMAIN, moved)) : null;
}

// ---------- rewriting one file ----------

type Index = ReturnType<typeof buildExportIndex>;
type Edit = { start: number; end: number; text: string };

function providerOf(name: string, target: string, index: Index, problems: string[], where: string): string | null {
  const current = resolveModuleFile(target);
  const fromCurrent = current ? index.byFile.get(current)?.get(name) : undefined;
  if (fromCurrent) return fromCurrent;
  const candidates = [...(index.byName.get(name) ?? [])];
  if (candidates.length === 1) return candidates[0]!;
  problems.push(
    candidates.length === 0
      ? `${where}: '${name}' is exported by no module under src/domain`
      : `${where}: '${name}' is declared in ${candidates.map((c) => path.relative(ROOT, c)).join(' and ')}; import it by hand`,
  );
  return null;
}

function rewriteFile(file: string, index: Index, problems: string[]): string | null {
  const text = readFileSync(file, 'utf8');
  if (!file.startsWith(DOMAIN + path.sep) && !text.includes('domain')) return null; // a quick skip: no import of src/domain
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits: Edit[] = [];
  const where = (node: ts.Node) => `${path.relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;

  // Named imports: regrouped per (module, import type) at the place of the first domain import.
  type Spec = { text: string; provider: string; typeOnly: boolean; wasRelative: boolean };
  const named: { decl: ts.ImportDeclaration; specs: Spec[]; keep: boolean }[] = [];

  for (const statement of sf.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const literal = statement.moduleSpecifier;
    if (!literal || !ts.isStringLiteral(literal)) continue;
    const target = domainTarget(literal.text, file);
    if (!target) continue;
    const wasRelative = literal.text.startsWith('.');

    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || (bindings && ts.isNamespaceImport(bindings))) {
        // A side-effect, default or namespace import names the module itself.
        const moved = movedModule(target);
        if (!moved) problems.push(`${where(statement)}: '${literal.text}' no longer exists; rewrite this import by hand`);
        else {
          const next = specifierFor(moved, file, wasRelative);
          if (next !== literal.text) edits.push({ start: literal.getStart(sf) + 1, end: literal.getEnd() - 1, text: next });
        }
        continue;
      }
      const specs: Spec[] = [];
      let keep = false;
      for (const element of (bindings as ts.NamedImports).elements) {
        const name = (element.propertyName ?? element.name).text;
        const provider = providerOf(name, target, index, problems, where(element));
        if (!provider) keep = true;
        specs.push({ text: element.getText(sf), provider: provider ?? '', typeOnly: clause.isTypeOnly, wasRelative });
      }
      named.push({ decl: statement, specs, keep });
      continue;
    }

    // export … from: split per module in place.
    const exportClause = statement.exportClause;
    if (!exportClause || ts.isNamespaceExport(exportClause)) {
      const moved = movedModule(target);
      if (!moved) problems.push(`${where(statement)}: '${literal.text}' no longer exists; rewrite this export by hand`);
      else {
        const next = specifierFor(moved, file, wasRelative);
        if (next !== literal.text) edits.push({ start: literal.getStart(sf) + 1, end: literal.getEnd() - 1, text: next });
      }
      continue;
    }
    const groups = new Map<string, string[]>();
    let unplaced = false;
    for (const element of exportClause.elements) {
      const name = (element.propertyName ?? element.name).text;
      const provider = providerOf(name, target, index, problems, where(element));
      if (!provider) unplaced = true;
      const key = provider ? specifierFor(provider, file, wasRelative) : literal.text;
      groups.set(key, [...(groups.get(key) ?? []), element.getText(sf)]);
    }
    if (unplaced || (groups.size === 1 && groups.has(literal.text))) continue;
    const keyword = statement.isTypeOnly ? 'export type' : 'export';
    const replacement = [...groups]
      .map(([specifier, elements]) => `${keyword} { ${elements.join(', ')} } from '${specifier}';`)
      .join('\n');
    edits.push({ start: statement.getStart(sf), end: statement.getEnd(), text: replacement });
  }

  // Regroup named imports only when something is out of place, so a settled file is left alone.
  const placeable = named.filter((n) => !n.keep);
  const groupKey = (s: Spec) => `${s.typeOnly ? 'type ' : ''}${specifierFor(s.provider, file, s.wasRelative)}`;
  const settled =
    placeable.every((n) => {
      const literal = (n.decl.moduleSpecifier as ts.StringLiteral).text;
      return n.specs.every((s) => specifierFor(s.provider, file, s.wasRelative) === literal);
    }) && new Set(placeable.map((n) => groupKey(n.specs[0]!))).size === placeable.filter((n) => n.specs.length > 0).length;
  if (!settled && placeable.length > 0) {
    const groups = new Map<string, string[]>();
    for (const n of placeable)
      for (const s of n.specs) {
        const key = groupKey(s);
        const texts = groups.get(key) ?? [];
        if (!texts.includes(s.text)) texts.push(s.text);
        groups.set(key, texts);
      }
    const replacement = [...groups]
      .sort(([a], [b]) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')) || a.localeCompare(b))
      .map(([key, texts]) => {
        const typeOnly = key.startsWith('type ');
        return `import ${typeOnly ? 'type ' : ''}{ ${texts.join(', ')} } from '${typeOnly ? key.slice(5) : key}';`;
      })
      .join('\n');
    placeable.forEach((n, i) => {
      // The first declaration's place takes all of them; the others go, with their line break.
      const start = n.decl.getStart(sf);
      let end = n.decl.getEnd();
      if (i > 0 && text[end] === '\n') end += 1;
      edits.push({ start, end, text: i === 0 ? replacement : '' });
    });
  }

  // Whole-module references anywhere in the file: import('…') types, dynamic import(), vi.mock().
  const visit = (node: ts.Node) => {
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const literal = node.argument.literal;
      const target = domainTarget(literal.text, file);
      if (target) {
        let next: string | null = null;
        if (node.qualifier) {
          let first: ts.EntityName = node.qualifier;
          while (ts.isQualifiedName(first)) first = first.left;
          const provider = providerOf(first.text, target, index, problems, where(node));
          next = provider && specifierFor(provider, file, literal.text.startsWith('.'));
        } else {
          const moved = movedModule(target);
          if (!moved) problems.push(`${where(node)}: typeof import('${literal.text}') no longer exists; rewrite it by hand`);
          next = moved && specifierFor(moved, file, literal.text.startsWith('.'));
        }
        if (next && next !== literal.text) edits.push({ start: literal.getStart(sf) + 1, end: literal.getEnd() - 1, text: next });
      }
    }
    if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression.getText(sf);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^vi\.(mock|doMock|importActual|unmock)$/.test(callee)) {
        const literal = node.arguments[0];
        const target = domainTarget(literal.text, file);
        if (target) {
          const moved = movedModule(target);
          if (!moved) problems.push(`${where(node)}: ${callee}('${literal.text}') no longer exists; rewrite it by hand`);
          else {
            const next = specifierFor(moved, file, literal.text.startsWith('.'));
            if (next !== literal.text) edits.push({ start: literal.getStart(sf) + 1, end: literal.getEnd() - 1, text: next });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  if (edits.length === 0) return null;
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out === text ? null : out;
}

export function scannedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(entry)) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...scannedFiles(full));
    else if (/\.(ts|tsx|mts)$/.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every file that may import src/domain: the scanned folders and the root configs (vite.config.ts, …). */
export function allScannedFiles(): string[] {
  const rootConfigs = readdirSync(ROOT)
    .filter((entry) => /\.(ts|mts)$/.test(entry))
    .map((entry) => path.join(ROOT, entry));
  return [...rootConfigs, ...SCANNED.flatMap((dir) => scannedFiles(path.join(ROOT, dir)))];
}

async function main() {
  const check = process.argv.includes('--check');
  const index = buildExportIndex();
  const problems: string[] = [];
  const changed: string[] = [];
  for (const file of allScannedFiles()) {
    const next = rewriteFile(file, index, problems);
    if (next === null) continue;
    const options = (await prettier.resolveConfig(file)) ?? {};
    const formatted = await prettier.format(next, { ...options, filepath: file });
    if (formatted === readFileSync(file, 'utf8')) continue;
    changed.push(path.relative(ROOT, file));
    if (!check) writeFileSync(file, formatted);
  }
  for (const file of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
  for (const problem of problems) console.error(`! ${problem}`);
  console.log(`${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}, ${problems.length} import(s) to fix by hand`);
  if (problems.length > 0 || (check && changed.length > 0)) process.exitCode = 1;
}

// Run when invoked, not when dead-domain-exports.ts borrows the helpers above.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
