// The home page in every client language (issue 27 meets issue 29): over the built site, each is
// prerendered in its language, served without the app like the English home, tells search engines
// about its siblings (hreflang) and is in the sitemap; its ways into the wizard stay in its
// language, and it offers "Suggest a better translation" (issue 38). The words come from the real
// catalogs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_URL } from '../../src/app/route-table';
import { LOCALES } from '../../src/domain/shared/locales';
import { buildDir } from '../../scripts/lib/build-dir.mjs';
import { fileForPath } from '../../scripts/prerender';

const DIST = buildDir();
const read = (path: string) => readFileSync(join(DIST, fileForPath(path)), 'utf8');
const OTHER_LOCALES = LOCALES.filter((l) => l.code !== 'en');

/** A message of a locale's PO catalog, as a translator wrote it (no placeholders in these). */
function message(locale: string, key: string): string {
  const po = readFileSync(join(import.meta.dirname, '../../src/locales', locale, 'messages.po'), 'utf8');
  const match = new RegExp(`msgctxt "${key.replace(/\./g, '\\.')}"\\nmsgid "[^\\n]*"\\nmsgstr "([^\\n]*)"`).exec(po);
  if (!match) throw new Error(`${key} is not in the ${locale} catalog`);
  return match[1]!.replace(/&/g, '&amp;');
}
const htmlText = (html: string) => html.replace(/&#x27;|&#39;/g, '’');

beforeAll(() => {
  if (!existsSync(join(DIST, 'spa.html'))) throw new Error(`${DIST} has no built site: run \`npm run build\` first.`);
});

describe.each(OTHER_LOCALES)('the home page in $name', ({ code, htmlLang }) => {
  const path = `/${code}`;

  it('says its language and is written in it', () => {
    const html = read(path);
    expect(html).toMatch(new RegExp(`<html lang="${htmlLang}"`));
    expect(htmlText(html)).toContain(htmlText(message(code, 'home.hero.lead')));
    expect(htmlText(html)).toContain(htmlText(message(code, 'home.start.title')));
    expect(html).not.toContain('Describe your legal problem, swipe through the steps');
  });

  it('names every language version and English as the default (hreflang)', () => {
    const html = read(path);
    for (const locale of LOCALES) {
      const href = locale.code === 'en' ? SITE_URL : `${SITE_URL}/${locale.code}`;
      expect(html).toContain(`<link rel="alternate" hrefLang="${locale.htmlLang}" href="${href}"/>`);
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE_URL}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
  });

  it('carries its header’s words in its HTML, the menu button’s names for the island too', () => {
    const html = htmlText(read(path));
    expect(html).toContain(`aria-label="${htmlText(message(code, 'header.mainNav'))}"`);
    expect(html).toContain(htmlText(message(code, 'header.legalGuides')));
    expect(html).toContain(htmlText(message(code, 'header.guide.divorce')));
    expect(html).toContain(`data-open-label="${htmlText(message(code, 'header.openMenu'))}"`);
    expect(html).toContain(`data-close-label="${htmlText(message(code, 'header.closeMenu'))}"`);
    expect(html).not.toContain('Skip to content');
  });

  it('is in the sitemap', () => {
    expect(readFileSync(join(DIST, 'sitemap.xml'), 'utf8')).toContain(`<loc>${SITE_URL}${path}</loc>`);
  });

  it('loads no app script, only the islands', () => {
    const html = read(path);
    expect(html).not.toMatch(/\/assets\/index-[\w-]+\.js/);
    expect([...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/),
    ]);
  });

  it('offers "Suggest a better translation" in its language, a button the islands open the dialog from', () => {
    // The islands script wires [data-island="suggest-translation"] (src/islands/suggest-translation.ts);
    // the prerendered wizard carries the same button, which the app takes over when it hydrates.
    const label = message(code, 'common.suggest').replace(/'/g, '&#x27;'); // Afrikaans' 'n, as React writes it
    const button = `<button type="button" class="underline" data-island="suggest-translation">${label}</button>`;
    expect(htmlText(read(path))).toContain(htmlText(button));
    expect(htmlText(read(`/${code}/matching`))).toContain(htmlText(button));
    expect(read('/')).not.toContain('data-island="suggest-translation"');
    // The islands script names the dialog's own bundle (scripts/prerender.ts), which is in the build.
    const bundle = /<script type="module"[^>]* data-suggest-dialog="\/(assets\/suggest-dialog-[\w-]+\.js)"/.exec(read(path))?.[1];
    expect(bundle).toBeDefined();
    expect(readFileSync(join(DIST, bundle!), 'utf8')).toContain('openSuggestDialog');
  });

  it('sends Start Matching to the wizard in its language', () => {
    const html = read(path);
    const starts = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>[^<]*<\/a>/g)].filter((m) =>
      [message(code, 'home.hero.start'), message(code, 'home.start.button')].some((label) => m[0].includes(label)),
    );
    expect(starts.map((m) => m[1])).toEqual([`/${code}/matching`, `/${code}/matching`]);
  });
});

it('the English home names its language versions too', () => {
  const html = read('/');
  expect(html).toMatch(/<html lang="en-ZA"/);
  for (const locale of OTHER_LOCALES) expect(html).toContain(`hrefLang="${locale.htmlLang}" href="${SITE_URL}/${locale.code}"`);
});
