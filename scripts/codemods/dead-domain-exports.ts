/**
 * Lists the exports of src/domain that nothing imports.
 *
 *   node --import tsx scripts/codemods/dead-domain-exports.ts          list them, exit 1 if any
 *   node --import tsx scripts/codemods/dead-domain-exports.ts --fix    drop their `export` keyword
 *
 * An export counts as used when any file in src, functions/src, tests, e2e, scripts or a root config
 * imports it by name (or re-exports it) from the module that declares it, or names the whole module
 * (`import * as`, `import()`, `export *`), which keeps every export of that module. Run it after
 * scripts/codemods/domain-imports.ts, so every import names the declaring module. After --fix,
 * `npm run typecheck` (noUnusedLocals) points at the declarations nothing uses at all: delete them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { allScannedFiles, buildExportIndex, domainTarget, resolveModuleFile, ROOT } from './domain-imports';

const { byFile } = buildExportIndex();
const used = new Set<string>(); // `${file}#${name}`
const wholeModules = new Set<string>();

function markName(file: string | null, name: string) {
  if (!file) return;
  const provider = byFile.get(file)?.get(name);
  used.add(`${file}#${name}`);
  if (provider) used.add(`${provider}#${name}`);
}

for (const file of allScannedFiles()) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const target = (specifier: string) => {
    const absolute = domainTarget(specifier, file);
    return absolute ? resolveModuleFile(absolute) : null;
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const module = target(node.moduleSpecifier.text);
      if (module) {
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
          for (const element of bindings.elements) markName(module, (element.propertyName ?? element.name).text);
        else wholeModules.add(module);
      }
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const module = target(node.argument.literal.text);
      if (module) {
        let first: ts.EntityName | undefined = node.qualifier;
        while (first && ts.isQualifiedName(first)) first = first.left;
        if (first) markName(module, first.text);
        else wholeModules.add(module);
      }
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const argument = node.arguments[0];
      const module = argument && ts.isStringLiteral(argument) ? target(argument.text) : null;
      if (module) wholeModules.add(module);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

const dead: { file: string; name: string }[] = [];
for (const [file, names] of byFile) {
  if (wholeModules.has(file)) continue;
  for (const [name, provider] of names) if (provider === file && !used.has(`${file}#${name}`)) dead.push({ file, name });
}

const fix = process.argv.includes('--fix');
const byModule = new Map<string, typeof dead>();
for (const entry of dead) byModule.set(entry.file, [...(byModule.get(entry.file) ?? []), entry]);
for (const [file, entries] of byModule) {
  console.log(`${path.relative(ROOT, file)}: ${entries.map((e) => e.name).join(', ')}`);
  if (!fix) continue;
  const names = new Set(entries.map((e) => e.name));
  let text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const starts: number[] = [];
  for (const statement of sf.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const exportKeyword = modifiers?.find((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exportKeyword) continue;
    const declared = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => d.name.getText(sf))
      : [(statement as ts.DeclarationStatement).name?.getText(sf) ?? ''];
    if (declared.every((n) => names.has(n))) starts.push(exportKeyword.getStart(sf));
  }
  for (const start of starts.sort((a, b) => b - a)) text = text.slice(0, start) + text.slice(start).replace(/^export\s+/, '');
  writeFileSync(file, text);
}
console.log(`${dead.length} export(s) of src/domain imported nowhere${fix ? ' (export keyword dropped)' : ''}`);
if (dead.length > 0 && !fix) process.exitCode = 1;
