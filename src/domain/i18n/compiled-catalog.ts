import type { Messages } from '@lingui/core';

/**
 * A compiled catalog (src/domain/i18n/compiled/{locale}.json) as Lingui's messages. The JSON was
 * written by Lingui's own compiler (compile.ts), but TypeScript infers JSON as plain nested arrays,
 * wider than Lingui's compiled-message type; catalogs.test.ts checks each file against its PO.
 */
export function compiledCatalog(json: object): Messages {
  return json as unknown as Messages;
}
