// Compiles the PO catalogs translators edit (src/locales/{locale}/messages.po) into the runtime's
// form (src/domain/i18n/compiled/{locale}.json): ICU messages parsed once at build time into
// Lingui's compiled arrays, so the browser ships no ICU parser. Also writes the message keys as a
// TypeScript union, so t('a.key') is checked by the compiler. Run: npm run i18n:compile.
// A unit test (src/domain/i18n/catalogs.test.ts) fails when a compiled file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOG_PARTS, compiledCatalogSource, compiledFileOf, messageKeysSource } from '../src/domain/i18n/compile';
import { LOCALE_CODES } from '../src/domain/shared/locales';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

for (const locale of LOCALE_CODES) {
  const po = readFileSync(root(`src/locales/${locale}/messages.po`), 'utf8');
  for (const part of CATALOG_PARTS)
    writeFileSync(root(`src/domain/i18n/compiled/${compiledFileOf(locale, part)}`), compiledCatalogSource(po, part));
  if (locale === 'en') writeFileSync(root('src/domain/i18n/compiled/keys.ts'), messageKeysSource(po));
}
console.log(`compiled ${LOCALE_CODES.length} catalogs to src/domain/i18n/compiled/`);
