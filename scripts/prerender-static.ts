// Content pages without the app (src/app/static-pages.ts): the prerendered page, minus the app's
// entry script, its modulepreloads and the zod setting (no zod runs there), plus the islands
// script and the chunks it imports. Called by scripts/prerender.ts for each page it writes.
import { ISLANDS_ENTRY, STATIC_PAGE_KEYS, SUGGEST_DIALOG_ATTRIBUTE } from '../src/app/static-pages';

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export function isStaticPage(pageKey: string): boolean {
  return STATIC_PAGE_KEYS.has(pageKey);
}

/** The islands entry and every chunk it imports statically, from Vite's manifest. */
export function islandsFiles(manifest: Manifest): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest (vite.config.ts lost its islands input?)`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ISLANDS_ENTRY);
  return files;
}

export const APP_SCRIPT = /\s*<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/g;
export const PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The HTML of a content page served without the app. A page with the "Suggest a better
 * translation" button (the translated homes) names the dialog's own bundle on the islands script
 * (`suggestDialog`, a dist path), which the islands fetch when the button is pressed.
 */
export function staticPageHtml(html: string, manifest: Manifest, suggestDialog?: string): string {
  const [entry, ...imports] = islandsFiles(manifest);
  const offersSuggestion = suggestDialog !== undefined && html.includes('data-island="suggest-translation"');
  const dialog = offersSuggestion ? ` ${SUGGEST_DIALOG_ATTRIBUTE}="/${suggestDialog}"` : '';
  const tags = [
    `<script type="module" crossorigin src="/${entry}"${dialog}></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const stripped = html.replace(APP_SCRIPT, '').replace(PRELOAD, '');
  if (stripped.includes('type="module"')) throw new Error('A content page still loads a module script after the app was removed');
  return stripped.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
