import { islandsFiles, staticPageHtml } from './prerender-static';

const manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'] },
  'src/islands/main.ts': { file: 'assets/islands-def.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-123.js' },
};

const page = `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta charset="UTF-8" />
    <title>Guide</title>
    <link rel="modulepreload" crossorigin href="/assets/guide-page-1.js">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-xyz.css">
  </head>
  <body>
    <div id="root" data-prerendered="true"><main>Text</main><script type="application/ld+json">{}</script></div>
  </body>
</html>`;

it('the islands entry comes first, then what it imports', () => {
  expect(islandsFiles(manifest)).toEqual(['assets/islands-def.js', 'assets/shared-123.js']);
});

it('a content page loses the app’s script and its preloads, keeps its styles and structured data, and gains the islands', () => {
  const html = staticPageHtml(page, manifest);
  expect(html).not.toContain('index-abc.js');
  expect(html).not.toContain('guide-page-1.js');
  expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-xyz.css">');
  expect(html).toContain('<script type="application/ld+json">{}</script>');
  expect(html).toContain('<script type="module" crossorigin src="/assets/islands-def.js"></script>');
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-123.js">');
});

it('refuses a build without the islands entry', () => {
  expect(() => staticPageHtml(page, { 'index.html': manifest['index.html'] })).toThrow(/islands/);
});

it('names the suggestion dialog’s own bundle on the islands script of a page that shows its button, and on no other', () => {
  const withButton = page.replace(
    '<main>Text</main>',
    '<main>Text<button data-island="suggest-translation">Suggest</button></main>',
  );
  expect(staticPageHtml(withButton, manifest, 'assets/suggest-dialog-1.js')).toContain(
    '<script type="module" crossorigin src="/assets/islands-def.js" data-suggest-dialog="/assets/suggest-dialog-1.js"></script>',
  );
  expect(staticPageHtml(page, manifest, 'assets/suggest-dialog-1.js')).not.toContain('data-suggest-dialog');
});
