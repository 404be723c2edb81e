// Bundles the functions and the shared src/domain layer into lib/index.js so the package deploys
// alone. Runtime dependencies stay external: they are installed from this package's own lockfile.
//
// Each function instance loads only its own module. The platform starts one instance per
// function and names it in FUNCTION_TARGET (Cloud Functions and Cloud Run functions set it to the
// entry point, the export name; firebase-tools' emulator sets it for every worker it starts).
// The entry generated here (lazyEntry) requires just that function's file, so a worker no longer
// evaluates ~50 callables and every trigger with their dependencies (sanitize-html, unpdf,
// nodemailer, five catalogs). Without FUNCTION_TARGET (deploy's and the emulator's discovery of
// what to deploy, a plain `require`, or a worker of the emulator's shared pool) every function is
// listed and each one's file loads when that export is first read.
// functions/src/index.ts stays the one list of what is deployed: the entry follows its re-exports
// (and the areas' index files) to the file that declares each function, so moving a file needs
// only its re-export line changed.
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const SRC = fileURLToPath(new URL('./src', import.meta.url));
const INDEX = join(SRC, 'index.ts');

function resolveModule(from, specifier) {
  if (!specifier.startsWith('.'))
    throw new Error(`${relative(SRC, from)} re-exports from a package (${specifier}): export it from a file of ours`);
  const base = join(dirname(from), specifier);
  const found = [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
  if (!found) throw new Error(`${relative(SRC, from)}: cannot find ${specifier}`);
  return found;
}

/**
 * Every export of `file`, traced through `export *` and `export { a as b } from` to the file that
 * declares it: Map<exported name, { file, name }>. Syntax only (no type checker): fast, and the
 * index files it reads are re-export lists.
 */
export function exportOrigins(file, seen = new Set()) {
  if (seen.has(file)) throw new Error(`re-export cycle through ${relative(SRC, file)}`);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const origins = new Map();
  const add = (name, origin) => {
    if (origins.has(name)) throw new Error(`${name} is exported twice through ${relative(SRC, file)}`);
    origins.set(name, origin);
  };
  const exported = (node) => ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (!statement.moduleSpecifier) {
        for (const element of statement.exportClause?.elements ?? []) add(element.name.text, { file, name: element.name.text });
        continue;
      }
      const target = resolveModule(file, statement.moduleSpecifier.text);
      const inner = exportOrigins(target, new Set([...seen, file]));
      if (!statement.exportClause) {
        for (const [name, origin] of inner) if (name !== 'default') add(name, origin);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (element.isTypeOnly) continue;
          const original = (element.propertyName ?? element.name).text;
          add(element.name.text, inner.get(original) ?? { file: target, name: original });
        }
      } else {
        add(statement.exportClause.name.text, { file: target, name: '*' });
      }
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) add(declaration.name.text, { file, name: declaration.name.text });
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      exported(statement) &&
      statement.name
    ) {
      add(statement.name.text, { file, name: statement.name.text });
    }
  }
  return origins;
}

/**
 * The modules `file` imports for their effect alone (`import './shared/config'`: the global
 * options and the start-up check of the settings), which every instance must still run.
 */
export function sideEffectImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements
    .filter((s) => ts.isImportDeclaration(s) && !s.importClause)
    .map((s) => resolveModule(file, s.moduleSpecifier.text));
}

/**
 * The generated entry: the index's side-effect imports first, then one loader per deployed
 * function, and the whole index when no target is named.
 */
export function lazyEntry(origins, firstImports = []) {
  const spec = (file) => `./${relative(SRC, file).replaceAll('\\', '/')}`;
  const loaders = [...origins].map(
    ([name, { file, name: original }]) =>
      `  ${JSON.stringify(name)}: () => require(${JSON.stringify(spec(file))})${original === '*' ? '' : `[${JSON.stringify(original)}]`},`,
  );
  return [
    '// Generated by functions/build.mjs: each instance loads only the function FUNCTION_TARGET names.',
    ...firstImports.map((file) => `require(${JSON.stringify(spec(file))});`),
    'const loaders = {',
    ...loaders,
    '};',
    'const target = process.env.FUNCTION_TARGET;',
    "// Without a target of its own (discovery, a plain require, a worker of the emulator's shared pool:",
    '// scripts/lib/functions-shared-workers.mjs) every function is listed and each loads when first read.',
    'const everyFunction = () =>',
    '  Object.defineProperties({}, Object.fromEntries(Object.keys(loaders).map((name) => [name, { enumerable: true, get: loaders[name] }])));',
    'module.exports = target && Object.hasOwn(loaders, target) ? { [target]: loaders[target]() } : everyFunction();',
    '',
  ].join('\n');
}

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: Object.keys(pkg.dependencies ?? {}),
  alias: { '@/domain': fileURLToPath(new URL('../src/domain', import.meta.url)) },
  logLevel: 'warning',
};

async function main() {
  const origins = exportOrigins(INDEX);
  // The traced list must be exactly what the index exports, or an instance could miss its function.
  const whole = await build({ ...shared, entryPoints: [INDEX], format: 'esm', write: false, metafile: true, outdir: 'unused' });
  const indexExports = Object.values(whole.metafile.outputs).find((o) => o.entryPoint)?.exports ?? [];
  const missing = indexExports.filter((name) => !origins.has(name));
  const extra = [...origins.keys()].filter((name) => !indexExports.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `the lazy entry disagrees with functions/src/index.ts: missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}`,
    );
  }
  await build({
    ...shared,
    stdin: { contents: lazyEntry(origins, sideEffectImports(INDEX)), resolveDir: SRC, sourcefile: 'lazy-entry.js', loader: 'js' },
    outfile: fileURLToPath(new URL('./lib/index.js', import.meta.url)),
    format: 'cjs',
    sourcemap: true,
  });
  console.log(`functions bundled to functions/lib/index.js (${origins.size} functions, each loaded on its own)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
