import '@testing-library/jest-dom/vitest';
import { loadCatalog } from '@/lib/i18n/catalog-loader';

// Translated components render in the page's locale, which the router's LocaleGate loads; a test
// that renders one directly gets English, as the unprefixed route would.
await Promise.all((['forms', 'home', 'results', 'request'] as const).map((part) => loadCatalog('en', part)));
