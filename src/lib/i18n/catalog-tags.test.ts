// A message whose words include a link marks them with a tag (`<contact>kontak ons</contact>`,
// src/lib/i18n/tags.tsx). Every translation keeps the English message's tags, so no language
// loses the link; and the English tags only wrap words, so the text shown is the server's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALE_CODES } from '@/domain/shared/locales';
import { tagsOf } from '@/lib/i18n/tags';
import { parsePo } from '@/domain/i18n/po';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');
const english = parsePo(read('src/locales/en/messages.po'));
const stripTags = (message: string) => message.replace(/<\/?\w+>/g, '');

describe.each(LOCALE_CODES)('the %s catalog’s tags', (locale) => {
  const catalog = new Map(parsePo(read(`src/locales/${locale}/messages.po`)).entries.map((e) => [e.key, e.translation]));

  it('keeps the English message’s tags in every message', () => {
    for (const entry of english.entries)
      expect(tagsOf(catalog.get(entry.key) ?? ''), entry.key).toEqual(tagsOf(entry.translation));
  });
});

describe('the English catalog’s tags', () => {
  it('mark the link in each "contact us" refusal of the release page, and only wrap its words', () => {
    for (const key of ['server.release.notFound', 'server.release.used', 'server.release.expired']) {
      const entry = english.entries.find((e) => e.key === key)!;
      expect(tagsOf(entry.translation), key).toEqual(['contact']);
      expect(stripTags(entry.translation), key).toBe(entry.source);
    }
  });
});
