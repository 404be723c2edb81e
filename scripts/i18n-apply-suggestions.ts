// Applies the control panel's "accepted translation suggestions" file (issue 38) to the PO
// catalogs: each accepted message's msgstr replaced and its `# review:` line set to
// `reviewed by NAME, DATE`. Then run `npm run i18n:compile` and commit both. A file holds only the
// acceptances no earlier file held (src/domain/i18n/suggestions.ts says why), so apply each file
// once, in the order they were exported.
// Run: npm run i18n:apply-suggestions <file.json> [catalog folder, default src/locales]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { applySuggestionsToPo } from '../src/domain/i18n/po-patch';
import { appliedReviewLine, suggestionPatchSchema } from '../src/domain/i18n/suggestions';

export function applySuggestionFile(file: string, localesDir: string): string[] {
  const parsed = suggestionPatchSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a translation suggestions file: ${parsed.error.issues[0]?.message}`);
  const { exportedAt, exportedBy, suggestions } = parsed.data;
  const report = [`exported ${exportedAt.slice(0, 16).replace('T', ' ')} UTC by ${exportedBy}: ${suggestions.length} accepted`];
  const locales = [...new Set(suggestions.map((s) => s.locale))];
  for (const locale of locales) {
    const path = join(localesDir, locale, 'messages.po');
    const rows = suggestions
      .filter((s) => s.locale === locale)
      .map((s) => ({ messageId: s.messageId, text: s.text, review: appliedReviewLine(s) }));
    const result = applySuggestionsToPo(readFileSync(path, 'utf8'), rows);
    writeFileSync(path, result.po);
    report.push(`${locale}: ${result.applied.length} applied`);
    for (const key of result.unknown) report.push(`${locale}: ${key} is not in the catalog, skipped`);
    for (const key of result.slotsDiffer) report.push(`${locale}: ${key} changes a {placeholder} or <tag>, skipped`);
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, dir] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npm run i18n:apply-suggestions <accepted-suggestions.json> [src/locales]');
    process.exit(2);
  }
  const report = applySuggestionFile(resolve(file), resolve(dir ?? 'src/locales'));
  console.log(report.join('\n'));
  console.log('Now run npm run i18n:compile and commit the catalogs with their compiled files.');
}
