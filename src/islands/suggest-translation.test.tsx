import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

/**
 * "Suggest a better translation" on a translated home served without the app: the island wires the
 * button LocalizedMeta prerenders (renderToString, as scripts/prerender.ts does) to the real dialog,
 * loaded from the bundle the islands script names.
 * The markup is rendered with the isiZulu catalog; the island then runs in a fresh module graph, as
 * on the page, where no catalog is installed until the button is pressed.
 */
async function prerenderedZuluHome() {
  const { LocalizedMeta } = await import('@/components/localized-meta');
  const { loadCatalog } = await import('@/lib/i18n/catalog-loader');
  const { activate } = await import('@/lib/i18n/runtime');
  await loadCatalog('zu', 'home');
  activate('zu');
  document.body.innerHTML = `<main><p>Thola umeli ofanele</p>${renderToString(
    <StaticRouter location="/zu">
      <LocalizedMeta page="home" />
    </StaticRouter>,
  )}</main>`;
  window.history.replaceState(null, '', '/zu');
  vi.resetModules();
  return import('./suggest-translation');
}

beforeAll(() => {
  // jsdom has no innerText (its modal dialogs: tests/setup-dom.ts).
  Object.defineProperty(document.body, 'innerText', { configurable: true, get: () => document.body.textContent });
});
afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.close();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});
vi.setConfig({ testTimeout: 30_000 });

describe('the suggest-a-better-translation island', () => {
  it('opens the page’s language’s dialog from the prerendered button', async () => {
    const { wireSuggestTranslation } = await prerenderedZuluHome();
    const open = vi.fn(async () => {});
    wireSuggestTranslation(document, open);
    fireEvent.click(screen.getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' }));
    expect(open).toHaveBeenCalledWith('zu');
  });

  it('loads the dialog’s own bundle, named on the islands script, in isiZulu on a page with no catalog yet', async () => {
    const { wireSuggestTranslation } = await prerenderedZuluHome();
    // As scripts/prerender-static.ts names it; here the bundle's source stands for the built file.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="module" src="/assets/islands.js" data-suggest-dialog="/src/islands/suggest-dialog-entry.ts"></script>',
    );
    globalThis.__zod_globalConfig = undefined;
    wireSuggestTranslation();
    fireEvent.click(screen.getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phakamisa ukuhumusha okungcono' });
    expect(dialog).toHaveTextContent('Icebiso: qala ukhethe amagama ekhasini');
    expect(globalThis.__zod_globalConfig).toMatchObject({ jitless: true });
  });

  it('wires nothing on an English page', async () => {
    const { wireSuggestTranslation } = await prerenderedZuluHome();
    window.history.replaceState(null, '', '/');
    const open = vi.fn(async () => {});
    wireSuggestTranslation(document, open);
    fireEvent.click(screen.getByRole('button', { name: 'Phakamisa ukuhumusha okungcono' }));
    expect(open).not.toHaveBeenCalled();
  });
});
