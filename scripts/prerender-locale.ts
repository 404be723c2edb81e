// Issue 27: a prerendered page in another language says so in <html lang> before any JavaScript
// runs (screen readers and search engines read it from the HTML). Called by scripts/prerender.ts.
import { localeFromPath } from '../src/domain/shared/locale-paths';
import { LOCALES } from '../src/domain/shared/locales';

export function withHtmlLang(html: string, path: string): string {
  const locale = LOCALES.find((l) => l.code === localeFromPath(path));
  if (!locale || locale.code === 'en') return html;
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale.htmlLang}"`);
}
