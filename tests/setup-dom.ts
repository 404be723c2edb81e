import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { loadCatalog } from '@/lib/i18n/catalog-loader';

// Translated components render in the page's locale, which the router's LocaleGate loads; a test
// that renders one directly gets English, as the unprefixed route would.
await Promise.all((['forms', 'home', 'results', 'request'] as const).map((part) => loadCatalog('en', part)));

// findBy… and waitFor give up after this long. Their default, 1 s, failed a wizard test whose next
// screen arrives by a dynamic import while a browser suite loaded both cores: a pass must not
// depend on the machine's speed. A screen that shows at once is found at once all the same.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no modal dialogs: opening one sets `open`, and closing it fires `close`, as a browser
// does (components that listen for `close` see the same event they get in Chromium).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
