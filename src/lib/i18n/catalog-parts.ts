/**
 * The map of the pages' own catalog parts (forms, home, results, request: compile.ts), in a module
 * of its own that the runtime imports only when a page asks for a part. /matching's first load
 * needs the core catalog alone, and the whole map (seven languages by four parts, a hashed chunk
 * name each) was 0.5 kB of gzip in every first load, which the budget no longer had room for once
 * Setswana and Sesotho joined (issue 38).
 */
import type { Messages } from '@lingui/core';
import { compiledCatalog } from '@/domain/i18n/compiled-catalog';
import type { Locale } from '@/domain/shared/locales';

const PARTS = import.meta.glob<{ default: object }>(['./*.*.json', '!./*.email.json', '!./*.terms.json', '!./*.suggest.json'], {
  base: '/src/domain/i18n/compiled',
});

export function loadCatalogPart(locale: Locale, part: string): Promise<Messages> {
  const load = PARTS[`./${locale}.${part}.json`];
  if (!load) return Promise.reject(new Error(`No compiled catalog for ${locale} ${part}`));
  return load().then((module) => compiledCatalog(module.default));
}
