// A small local ESLint plugin over the project's own import graph (relative and `@/` imports):
//
// - `no-cycle`: no module reaches itself through its imports, type-only imports included.
//   import-x/no-cycle skips `import type`, so two cycles passed lint (the domain's former
//   schemas module <-> matching/score.ts, functions/src/matching/lead-drafts.ts <-> lead-transaction.ts). A type-only cycle still ties two modules
//   together: neither can move or be understood without the other.
// - `no-relative-cross-layer`: a relative import stays inside its layer (src/app, src/components,
//   src/lib, src/domain, functions/src); anything else is named by its alias (`@/domain/...`),
//   so the functions can never reach into the web app by a path, and a move inside one layer
//   never breaks another. Features are held to the stricter no-cross-feature rule instead.
//
// The graph is read from disk once per lint run (TypeScript's preProcessFile: imports, exports,
// `import type` and dynamic imports, comments ignored); the file being linted is read from the
// text ESLint hands over, so an unsaved edit is judged as written.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const SRC = resolve(ROOT, 'src');
const FIXTURES = resolve(ROOT, 'tests/fixtures');
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file an import names, for `@/…` and relative specifiers; null for packages and misses. */
function resolveImport(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = resolve(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importsOnDisk = new Map();

/** The project files `file` imports (any kind of import), read from its text. */
function importsOf(file, text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => resolveImport(imported.fileName, file))
    .filter((target) => target !== null);
}

function diskImports(file) {
  let imports = importsOnDisk.get(file);
  if (!imports) {
    imports = importsOf(file, readFileSync(file, 'utf8'));
    importsOnDisk.set(file, imports);
  }
  return imports;
}

/** The shortest import path from `start` back to `file`, as a list of files, or null. */
function pathBack(start, file) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of diskImports(current)) {
      if (next === file) {
        const path = [current];
        for (let p = parent.get(current); p; p = parent.get(p)) path.unshift(p);
        return path;
      }
      if (!parent.has(next)) {
        parent.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const IMPORT_NODES = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'];

function onEveryImport(check) {
  const visit = (node) => {
    const specifier = node.source?.value;
    if (typeof specifier === 'string') check(node, specifier);
  };
  return Object.fromEntries(IMPORT_NODES.map((type) => [type, visit]));
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module imports, directly or through others, a module that imports it; type-only imports count.' },
    messages: { cycle: 'Import cycle: {{path}}. Type-only imports count: move what both sides need into a module of its own.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!existsSync(file)) return {};
    return onEveryImport((node, specifier) => {
      const target = resolveImport(specifier, file);
      if (!target || target === file) return;
      const back = pathBack(target, file);
      if (!back) return;
      const path = [file, ...back, file].map((f) => relative(ROOT, f)).join(' → ');
      context.report({ node: node.source, messageId: 'cycle', data: { path } });
    });
  },
};

/** 'src/domain', 'src/lib', … or 'functions/src' for a file inside a layer; null elsewhere. */
function layerOf(file) {
  const parts = relative(ROOT, file).split(sep);
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  if (parts[0] === 'functions' && parts[1] === 'src') return 'functions/src';
  return null;
}

const noRelativeCrossLayer = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import stays inside its layer; other layers are imported by their alias.' },
    messages: {
      crossLayer:
        "A relative import leaves {{from}} for {{to}}. Import it by its alias (e.g. '@/domain/…'): layers are named, never reached by a path.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    // Features: boundaries/no-cross-feature already refuses every relative import that leaves one.
    if (!from || from === 'src/features') return {};
    const isTestFile = /\.test\.tsx?$/.test(file);
    return onEveryImport((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      // A test may read the shared test fixtures, which live outside src/ and have no alias.
      if (isTestFile && target.startsWith(FIXTURES)) return;
      const to = layerOf(target);
      if (to === from) return;
      context.report({ node: node.source, messageId: 'crossLayer', data: { from, to: to ?? relative(ROOT, target) } });
    });
  },
};

export default { rules: { 'no-cycle': noCycle, 'no-relative-cross-layer': noRelativeCrossLayer } };
